import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Practice } from '../practice/practice.entity.js';
import { Product } from '../catalogue/product.entity.js';

/** Order types in seed 001's order; the numbers are what the REST layer sends. */
export enum OrderType {
  Consumption = 1,
  Subscription = 2,
  Recharge = 3,
  GiveawayPoints = 4,
  GiveawaySubscription = 5,
  Deduction = 6,
  Unsubscription = 7,
}

export enum OrderStatus {
  Submitted = 1,
  Finished = 2,
  Cancelled = 3,
}

registerEnumType(OrderType, { name: 'OrderType' });
registerEnumType(OrderStatus, { name: 'OrderStatus' });

/**
 * One row of the points ledger. `amount` is signed points; the practice balance is the sum of the
 * finished orders' amounts, and changes only in the transaction that writes the row.
 */
@ObjectType('Order')
@Entity({ tableName: 'points_order' })
export class Order {
  [OptionalProps]?:
    | 'number'
    | 'detail'
    | 'user'
    | 'product'
    | 'caseGroupId'
    | 'subscriptionId'
    | 'provider'
    | 'idempotencyKey'
    | 'idempotencyFingerprint'
    | 'createdAt'
    | 'finishedAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => Practice })
  practice!: Practice;

  @Property({ type: 'integer', nullable: true, fieldName: 'user_id' })
  userId: number | null = null;

  @Field(() => String, { description: 'Order number shown to the user.' })
  @Property({ type: 'string', length: 32 })
  number!: string;

  @Field(() => OrderType)
  @Property({ type: 'smallint' })
  type!: OrderType;

  @Field(() => Int, { description: 'Signed points: credits positive, charges negative.' })
  @Property({ type: 'integer' })
  amount!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 500 })
  detail: string = '';

  @Field(() => OrderStatus)
  @Property({ type: 'smallint' })
  status!: OrderStatus;

  @ManyToOne({ entity: () => Product, nullable: true })
  product: Product | null = null;

  @Field(() => ID, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  caseGroupId: number | null = null;

  @Property({ type: 'integer', nullable: true })
  subscriptionId: number | null = null;

  @Field(() => String, { nullable: true, description: 'Payment provider of a recharge.' })
  @Property({ type: 'string', length: 16, nullable: true })
  provider: string | null = null;

  @Property({ type: 'string', length: 128, nullable: true })
  idempotencyKey: string | null = null;

  /** Hash of the request kind and parameters that first used the key. */
  @Property({ type: 'string', length: 64, nullable: true })
  idempotencyFingerprint: string | null = null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  finishedAt: Date | null = null;
}
