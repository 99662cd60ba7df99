import { Collection, OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Patient } from '../patient/patient.entity.js';
import { Practice } from '../practice/practice.entity.js';
import { User } from '../user/user.entity.js';

/** A named treatment protocol of a practice (settings screen). */
@ObjectType('TreatmentProtocol')
@Entity({ tableName: 'treatment_protocol' })
export class TreatmentProtocol {
  [OptionalProps]?: 'createdAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => Practice })
  practice!: Practice;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}

/** A treatment SOP: a named step with its cycle in days. */
@ObjectType('Sop')
@Entity({ tableName: 'sop' })
export class Sop {
  [OptionalProps]?: 'createdAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => Practice })
  practice!: Practice;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => Int)
  @Property({ type: 'integer' })
  cycleDays!: number;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}

/**
 * A patient's treatment plan (the legacy API's "treatment case"): a name, the teeth and item it
 * treats, and its dated steps.
 */
@ObjectType('TreatmentPlan')
@Entity({ tableName: 'treatment_plan' })
export class TreatmentPlan {
  [OptionalProps]?: 'toothPosition' | 'treatmentItem' | 'remark' | 'protocol' | 'createdAt' | 'updatedAt' | 'pid';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => Practice })
  practice!: Practice;

  @ManyToOne({ entity: () => Patient })
  patient!: Patient;

  @ManyToOne({ entity: () => User })
  user!: User;

  @ManyToOne({ entity: () => TreatmentProtocol, nullable: true, deleteRule: 'set null' })
  protocol: TreatmentProtocol | null = null;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String, { description: 'Normalised tooth positions, e.g. 11-13,21.' })
  @Property({ type: 'string', length: 200 })
  toothPosition: string = '';

  @Field(() => String)
  @Property({ type: 'string', length: 1000 })
  treatmentItem: string = '';

  @Field(() => String)
  @Property({ type: 'string', length: 1000 })
  remark: string = '';

  @OneToMany({ entity: () => TreatmentStep, mappedBy: 'plan', orderBy: { sopTime: 'asc', id: 'asc' } })
  steps = new Collection<TreatmentStep>(this);

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
}

/** One dated step of a plan (the legacy API's treatment_plan entry). Cases link to a step. */
@ObjectType('TreatmentStep')
@Entity({ tableName: 'treatment_step' })
export class TreatmentStep {
  [OptionalProps]?: 'createdAt' | 'treatmentCaseId';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => TreatmentPlan, deleteRule: 'cascade' })
  plan!: TreatmentPlan;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  sopName!: string;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  sopTime!: Date;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Field(() => ID, { description: 'The plan (legacy treatment_case_id).' })
  get treatmentCaseId(): number {
    return this.plan.id;
  }
}
