import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CaseStatus } from '@odontia/shared';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Patient } from '../patient/patient.entity.js';
import { TreatmentStep } from '../plan/plan.entity.js';
import { Practice } from '../practice/practice.entity.js';
import { Reservation } from '../reservation/reservation.entity.js';
import { User } from '../user/user.entity.js';
import { CaseEntry } from './case-entry.js';

/**
 * The product illness case (the seeds' product_illcase): a patient's case for one application.
 * Tasks, files and charges of other modules reference it.
 */
@ObjectType('CaseGroup')
@Entity({ tableName: 'case_group' })
export class CaseGroup {
  [OptionalProps]?: 'productId' | 'caseType' | 'createdAt' | 'pid';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => Practice })
  practice!: Practice;

  @ManyToOne({ entity: () => Patient })
  patient!: Patient;

  @ManyToOne({ entity: () => User })
  user!: User;

  /** A product of the catalogue module; null for a plain medical record. */
  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  productId: number | null = null;

  @Field(() => Int)
  @Property({ type: 'smallint' })
  caseType: number = 1;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Field(() => ID)
  get pid(): number {
    return this.patient.id;
  }
}

/** A case / medical record: one visit of a patient. Status 2 (submitted) is read-only. */
@ObjectType('Case')
@Entity({ tableName: 'medical_case' })
export class Case {
  [OptionalProps]?:
    | 'recordName'
    | 'chiefComplaint'
    | 'currentCondition'
    | 'treatmentItem'
    | 'doctorAdvice'
    | 'examination'
    | 'diagnosis'
    | 'dispose'
    | 'type'
    | 'status'
    | 'memo'
    | 'group'
    | 'reservation'
    | 'treatmentStep'
    | 'deletedAt'
    | 'createdAt'
    | 'updatedAt'
    | 'pid'
    | 'uid'
    | 'submitted';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => Practice })
  practice!: Practice;

  @ManyToOne({ entity: () => Patient })
  patient!: Patient;

  @ManyToOne({ entity: () => User })
  user!: User;

  @ManyToOne({ entity: () => CaseGroup, nullable: true })
  group: CaseGroup | null = null;

  @ManyToOne({ entity: () => Reservation, nullable: true, deleteRule: 'set null' })
  reservation: Reservation | null = null;

  @ManyToOne({ entity: () => TreatmentStep, nullable: true, deleteRule: 'set null' })
  treatmentStep: TreatmentStep | null = null;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  recordName: string = '';

  @Field(() => String)
  @Property({ type: 'text' })
  chiefComplaint: string = '';

  @Field(() => String, { description: 'History of present illness.' })
  @Property({ type: 'text' })
  currentCondition: string = '';

  @Field(() => String)
  @Property({ type: 'text' })
  treatmentItem: string = '';

  @Field(() => String, { description: 'Medical orders.' })
  @Property({ type: 'text' })
  doctorAdvice: string = '';

  @Field(() => [CaseEntry])
  @Property({ type: 'json' })
  examination: CaseEntry[] = [];

  @Field(() => [CaseEntry])
  @Property({ type: 'json' })
  diagnosis: CaseEntry[] = [];

  @Field(() => [CaseEntry], { description: 'Management plan.' })
  @Property({ type: 'json' })
  dispose: CaseEntry[] = [];

  @Field(() => Int, { description: '1 first visit, 2 follow-up.' })
  @Property({ type: 'smallint' })
  type: number = 1;

  @Field(() => Int, { description: '1 open, 2 submitted (read-only).' })
  @Property({ type: 'smallint' })
  status: number = CaseStatus.Open;

  @Field(() => String)
  @Property({ type: 'string', length: 1000 })
  memo: string = '';

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  deletedAt: Date | null = null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Field(() => ID)
  get pid(): number {
    return this.patient.id;
  }

  @Field(() => ID)
  get uid(): number {
    return this.user.id;
  }

  get submitted(): boolean {
    return this.status === CaseStatus.Submitted;
  }
}
