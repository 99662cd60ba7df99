import { Arg, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context.js';
import { productLoader } from '../catalogue/catalogue.service.js';
import { Product } from '../catalogue/product.entity.js';
import { Order } from '../orders/order.entity.js';
import { Subscription, SubscriptionPlan } from './subscription.entity.js';
import { PageOf } from '../../core/graphql-page.js';

const SubscriptionPage = PageOf(Subscription, 'SubscriptionPage');

@ObjectType()
class SubscriptionChangeResult {
  @Field(() => Subscription)
  subscription!: Subscription;

  @Field(() => Order)
  order!: Order;

  @Field(() => Boolean)
  replayed!: boolean;
}

const given = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== null));

@Resolver(() => Subscription)
export class SubscriptionResolver {
  @Query(() => SubscriptionPage, {
    description: 'Subscriptions of the practice (of `userId`’s practice, which must be the caller’s).',
  })
  subscriptions(
    @Ctx() ctx: GraphqlContext,
    @Arg('userId', () => ID, { nullable: true }) userId?: string,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
  ) {
    return ctx.services.subscriptions.list(ctx, given({ userId, page, limit }));
  }

  @Query(() => [SubscriptionPlan])
  subscriptionPlans(@Ctx() ctx: GraphqlContext, @Arg('productId', () => ID, { nullable: true }) productId?: string) {
    return ctx.services.subscriptions.plans(ctx, productId ?? undefined);
  }

  @Mutation(() => SubscriptionChangeResult, { description: 'Buys a plan with points (main account).' })
  buySubscription(
    @Arg('planId', () => ID) planId: string,
    @Arg('idempotencyKey', () => String) idempotencyKey: string,
    @Ctx() ctx: GraphqlContext,
  ) {
    return ctx.services.subscriptions.buy(ctx, { planId, idempotencyKey });
  }

  @Mutation(() => SubscriptionChangeResult, {
    description: 'Ends a subscription now; unused paid years are refunded pro rata.',
  })
  unsubscribe(
    @Arg('subscriptionId', () => ID) subscriptionId: string,
    @Arg('idempotencyKey', () => String) idempotencyKey: string,
    @Ctx() ctx: GraphqlContext,
  ) {
    return ctx.services.subscriptions.unsubscribe(ctx, { subscriptionId, idempotencyKey });
  }

  @FieldResolver(() => Product)
  product(@Root() subscription: Subscription, @Ctx() ctx: GraphqlContext) {
    return productLoader(ctx.em).load(subscription.product.id);
  }
}

@Resolver(() => SubscriptionPlan)
export class SubscriptionPlanResolver {
  @FieldResolver(() => Product)
  product(@Root() plan: SubscriptionPlan, @Ctx() ctx: GraphqlContext) {
    return productLoader(ctx.em).load(plan.product.id);
  }
}
