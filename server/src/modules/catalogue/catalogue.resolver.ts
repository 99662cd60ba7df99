import { Arg, Ctx, Field, FieldResolver, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context.js';
import { Product } from './product.entity.js';

@ObjectType()
class ProductGroup {
  @Field(() => Int)
  type!: number;

  @Field(() => [Product])
  products!: Product[];
}

const given = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== null));

@Resolver(() => Product)
export class CatalogueResolver {
  @Query(() => [Product], {
    description:
      'The application catalogue; `forPicker` applies the stage rules (group 1 skipped, stage 1 hidden, stage 3 only when subscribed).',
  })
  products(
    @Ctx() ctx: GraphqlContext,
    @Arg('categories', () => [Int], { nullable: true }) categories?: number[],
    @Arg('forPicker', () => Boolean, { nullable: true }) forPicker?: boolean,
  ): Promise<Product[]> {
    return ctx.services.catalogue.list(ctx, given({ sort: categories, forPicker }));
  }

  @Query(() => [ProductGroup], { description: 'Products grouped by tool type.' })
  productsByType(
    @Ctx() ctx: GraphqlContext,
    @Arg('categories', () => [Int], { nullable: true }) categories?: number[],
    @Arg('forPicker', () => Boolean, { nullable: true }) forPicker?: boolean,
  ): Promise<ProductGroup[]> {
    return ctx.services.catalogue.groupedByType(ctx, given({ sort: categories, forPicker }));
  }

  @FieldResolver(() => Boolean, { description: 'The caller’s practice has an active subscription for it.' })
  async subscribed(@Root() product: Product, @Ctx() ctx: GraphqlContext): Promise<boolean> {
    return (await ctx.services.catalogue.subscribedProductIds(ctx)).has(product.id);
  }
}
