import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Patient } from '../patient/patient.entity.js';
import { Practice } from '../practice/practice.entity.js';
import { User } from '../user/user.entity.js';

export const ReservationStatus = { Pending: 1, Completed: 2, Cancelled: 3 } as const;

/** An appointment of a patient with a doctor. Completed and cancelled ones are history: never edited. */
@ObjectType('Reservation')
@Entity({ tableName: 'reservation' })
export class Reservation {
  [OptionalProps]?: 'remark' | 'status' | 'createdAt' | 'updatedAt' | 'pid' | 'uid' | 'closed';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => Practice })
  practice!: Practice;

  @ManyToOne({ entity: () => Patient })
  patient!: Patient;

  @ManyToOne({ entity: () => User })
  user!: User;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  reservationTime!: Date;

  @Field(() => String)
  @Property({ type: 'string', length: 1000 })
  remark: string = '';

  @Field(() => Int, { description: '1 pending, 2 completed, 3 cancelled.' })
  @Property({ type: 'smallint' })
  status: number = ReservationStatus.Pending;

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

  get closed(): boolean {
    return this.status !== ReservationStatus.Pending;
  }
}
