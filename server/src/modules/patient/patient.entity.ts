import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Practice } from '../practice/practice.entity.js';
import { User } from '../user/user.entity.js';

/** A patient of one practice, with the health-status answers of the patient dialog. */
@ObjectType('Patient')
@Entity({ tableName: 'patient' })
export class Patient {
  [OptionalProps]?:
    | 'sex'
    | 'birthday'
    | 'phone'
    | 'country'
    | 'nationality'
    | 'maritalStatus'
    | 'career'
    | 'address'
    | 'memo'
    | 'illnessHistory'
    | 'allergyHistory'
    | 'smokingHistory'
    | 'drinkingHistory'
    | 'takingMedication'
    | 'oralAnesthesiaReaction'
    | 'infection'
    | 'bePregnant'
    | 'issuesWithOralTreatment'
    | 'anyMajorDiseaseNoMention'
    | 'deletedAt'
    | 'createdAt'
    | 'updatedAt'
    | 'uid';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => Practice })
  practice!: Practice;

  /** The doctor who created the record (the seeds' uid). */
  @ManyToOne({ entity: () => User })
  user!: User;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => Int, { description: '0 not given, 1 male, 2 female.' })
  @Property({ type: 'smallint' })
  sex: number = 0;

  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd.' })
  @Property({ type: 'date', nullable: true })
  birthday: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 11, nullable: true })
  phone: string | null = null;

  @Field(() => String, { nullable: true, description: 'Nationality option value.' })
  @Property({ type: 'string', length: 64, nullable: true })
  country: string | null = null;

  @Field(() => String, { nullable: true, description: 'Ethnicity option value (the seeds call it nationality).' })
  @Property({ type: 'string', length: 64, nullable: true })
  nationality: string | null = null;

  @Field(() => Int, { description: '1 married, 2 unmarried.' })
  @Property({ type: 'smallint' })
  maritalStatus: number = 2;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 100, nullable: true })
  career: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  address: string | null = null;

  @Field(() => Int, { description: 'Category 1, 2 or 3.' })
  @Property({ type: 'smallint' })
  level!: number;

  @Field(() => String, { nullable: true, description: 'Patient number.' })
  @Property({ type: 'string', length: 64, nullable: true })
  memo: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  illnessHistory: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  allergyHistory: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  smokingHistory: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  drinkingHistory: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  takingMedication: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  oralAnesthesiaReaction: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  infection: string | null = null;

  @Field(() => Int, { description: '0 no, 1 yes, 2 preconception period.' })
  @Property({ type: 'smallint' })
  bePregnant: number = 0;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  issuesWithOralTreatment: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  anyMajorDiseaseNoMention: string | null = null;

  /** Set while the patient is in the recycle bin. */
  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  deletedAt: Date | null = null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Field(() => ID, { description: 'The doctor who created the record.' })
  get uid(): number {
    return this.user.id;
  }
}
