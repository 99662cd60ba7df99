import {
  Arg,
  Ctx,
  Field,
  FieldResolver,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context.js';
import { productLoader } from '../catalogue/catalogue.service.js';
import { Product } from '../catalogue/product.entity.js';
import { Order, OrderStatus, OrderType } from './order.entity.js';
import { consumptionTypeOf } from './orders.view.js';
import { PageOf } from '../../core/graphql-page.js';

@ObjectType()
class Account {
  @Field(() => Int)
  balance!: number;

  @Field(() => Int, { description: 'Sum of the finished orders; always equal to the balance.' })
  ledgerTotal!: number;
}

const OrderPage = PageOf(Order, 'OrderPage');

@ObjectType()
class RechargeResult {
  @Field(() => Order)
  order!: Order;

  @Field(() => String, { description: 'What the payer does next (transfer: the remittance details).' })
  instructions!: string;

  @Field(() => Boolean, { description: 'The idempotency key was seen before; nothing new was written.' })
  replayed!: boolean;
}

@InputType()
class OrderFilter {
  @Field(() => OrderType, { nullable: true })
  type?: OrderType;

  @Field(() => OrderStatus, { nullable: true })
  status?: OrderStatus;

  @Field(() => Date, { nullable: true })
  from?: Date;

  @Field(() => Date, { nullable: true })
  to?: Date;
}

@InputType()
class RechargeInput {
  @Field(() => Int)
  amount!: number;

  @Field(() => String, { description: '`sandbox` (instant) or `transfer` (confirmed by an operator).' })
  provider!: string;

  @Field(() => Boolean)
  agreement!: boolean;

  @Field(() => String)
  idempotencyKey!: string;
}

const given = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== null));

@Resolver(() => Order)
export class OrdersResolver {
  @Query(() => Account, { description: 'The practice’s points balance.' })
  account(@Ctx() ctx: GraphqlContext) {
    return ctx.services.orders.account(ctx);
  }

  @Query(() => OrderPage, { description: 'Order records (main account).' })
  orders(
    @Ctx() ctx: GraphqlContext,
    @Arg('filter', () => OrderFilter, { nullable: true }) filter?: OrderFilter,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
  ) {
    return ctx.services.orders.list(ctx, given({ ...filter, page, limit }));
  }

  @Query(() => OrderPage, { description: 'Consumption records (main account).' })
  consumption(
    @Ctx() ctx: GraphqlContext,
    @Arg('from', () => Date, { nullable: true }) from?: Date,
    @Arg('to', () => Date, { nullable: true }) to?: Date,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
  ) {
    return ctx.services.orders.consumption(ctx, given({ from, to, page, limit }));
  }

  @Query(() => Order, { description: 'The payment result of an order, by id or number.' })
  paymentResult(
    @Ctx() ctx: GraphqlContext,
    @Arg('id', () => ID, { nullable: true }) id?: string,
    @Arg('number', () => String, { nullable: true }) number?: string,
  ) {
    return ctx.services.orders.get(ctx, given({ id, number }));
  }

  @Mutation(() => RechargeResult, {
    description: 'Main account only; a retry with the same idempotency key credits once.',
  })
  recharge(@Arg('input', () => RechargeInput) input: RechargeInput, @Ctx() ctx: GraphqlContext) {
    return ctx.services.orders.recharge(ctx, { ...input });
  }

  @FieldResolver(() => Product, { nullable: true })
  product(@Root() order: Order, @Ctx() ctx: GraphqlContext) {
    return order.product ? productLoader(ctx.em).load(order.product.id) : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Consumption orders: `points` or `subscription`.' })
  consumptionType(@Root() order: Order) {
    return order.type === OrderType.Consumption ? consumptionTypeOf(order) : null;
  }
}
