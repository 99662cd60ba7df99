import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Product } from '../catalogue/product.entity.js';
import { Practice } from '../practice/practice.entity.js';

export enum Edition {
  Basic = 'basic',
  Advanced = 'advanced',
  Supreme = 'supreme',
}
registerEnumType(Edition, { name: 'Edition' });

/** Long-term subscriptions expire at the end of time, so "active while now < expired_at" holds for all. */
export const LONG_TERM_EXPIRY = new Date('9999-12-31T00:00:00Z');

/** What can be bought: an edition of a product for some years, or long term (`years` null). */
@ObjectType('SubscriptionPlan')
@Entity({ tableName: 'subscription_plan' })
export class SubscriptionPlan {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => Product })
  product!: Product;

  @Field(() => Edition)
  @Property({ type: 'string', length: 16 })
  edition!: Edition;

  @Field(() => Int, { nullable: true, description: 'Duration in years; null = long term.' })
  @Property({ type: 'smallint', nullable: true })
  years: number | null = null;

  @Field(() => Int)
  @Property({ type: 'integer' })
  price!: number;
}

@ObjectType('Subscription')
@Entity({ tableName: 'subscription' })
export class Subscription {
  [OptionalProps]?: 'startedAt' | 'longTerm' | 'cancelledAt' | 'orderId' | 'active';

  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => Practice })
  practice!: Practice;

  @ManyToOne({ entity: () => Product })
  product!: Product;

  @ManyToOne({ entity: () => SubscriptionPlan })
  plan!: SubscriptionPlan;

  @Field(() => Edition)
  @Property({ type: 'string', length: 16 })
  edition!: Edition;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  startedAt: Date = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime' })
  expiredAt!: Date;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  longTerm: boolean = false;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  cancelledAt: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  orderId: number | null = null;

  @Field(() => Boolean, { description: 'Active while now < expiredAt.' })
  get active(): boolean {
    return Date.now() < this.expiredAt.getTime();
  }
}
