import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { CaseEntry } from '../case/case-entry.js';
import { Practice } from '../practice/practice.entity.js';
import { User } from '../user/user.entity.js';

/** A case template: public (no practice, read-only to practices) or personal (its owner's only). */
@ObjectType('CaseTemplate')
@Entity({ tableName: 'case_template' })
export class CaseTemplate {
  [OptionalProps]?:
    | 'practice'
    | 'user'
    | 'status'
    | 'chiefComplaint'
    | 'currentCondition'
    | 'treatmentItem'
    | 'doctorAdvice'
    | 'examination'
    | 'diagnosis'
    | 'dispose'
    | 'createdAt'
    | 'updatedAt'
    | 'isPublic'
    | 'uid';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => Practice, nullable: true })
  practice: Practice | null = null;

  @ManyToOne({ entity: () => User, nullable: true })
  user: User | null = null;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => Int, { description: '1 enabled, 0 disabled.' })
  @Property({ type: 'smallint' })
  status: number = 1;

  @Field(() => String)
  @Property({ type: 'text' })
  chiefComplaint: string = '';

  @Field(() => String)
  @Property({ type: 'text' })
  currentCondition: string = '';

  @Field(() => String)
  @Property({ type: 'text' })
  treatmentItem: string = '';

  @Field(() => String)
  @Property({ type: 'text' })
  doctorAdvice: string = '';

  @Field(() => [CaseEntry])
  @Property({ type: 'json' })
  examination: CaseEntry[] = [];

  @Field(() => [CaseEntry])
  @Property({ type: 'json' })
  diagnosis: CaseEntry[] = [];

  @Field(() => [CaseEntry])
  @Property({ type: 'json' })
  dispose: CaseEntry[] = [];

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Field(() => Boolean, { description: 'Public templates are shared by every practice and read-only.' })
  get isPublic(): boolean {
    return this.practice === null;
  }

  @Field(() => ID, { nullable: true })
  get uid(): number | null {
    return this.user?.id ?? null;
  }
}
