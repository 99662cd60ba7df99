import { Arg, Ctx, Field, Float, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context.js';
import { FacebowObject, toFacebow } from '../task/task.resolver.js';

@ObjectType('TrajectoryCase', { description: 'A facebow case as the Trajectory pages open it.' })
class TrajectoryCaseObject {
  @Field(() => ID)
  caseId!: number;

  @Field(() => ID)
  caseGroupId!: number;

  @Field(() => Int)
  productId!: number;

  @Field(() => Int, { description: 'The product type: 1 digital facebow, 3 CT facebow.' })
  productType!: number;

  @Field(() => ID)
  patientId!: number;

  @Field(() => String)
  patientName!: string;

  @Field(() => String)
  recordName!: string;

  @Field(() => Int, { description: '1 open, 2 submitted (read-only).' })
  status!: number;
}

@Resolver()
export class TrajectoryCaseResolver {
  @Query(() => TrajectoryCaseObject, {
    description:
      'The case when it is a digital or CT facebow case of the practice (of `productType` when given: 1 or 3); otherwise NOT_FOUND.',
  })
  async trajectoryCase(
    @Arg('caseId', () => ID) caseId: string,
    @Arg('productType', () => Int, { nullable: true }) productType: number | null,
    @Ctx() ctx: GraphqlContext,
  ) {
    return ctx.services.trajectoryCases.get(ctx, caseId, productType);
  }

  @Mutation(() => FacebowObject, {
    description: 'Saves IP and the mesiobuccal cusp tips of 36 and 46 marked on the lower scan (mm, upper-scan frame).',
  })
  async setJawMarks(
    @Arg('caseId', () => ID) caseId: string,
    @Arg('ip', () => [Float]) ip: number[],
    @Arg('mb36', () => [Float]) mb36: number[],
    @Arg('mb46', () => [Float]) mb46: number[],
    @Ctx() ctx: GraphqlContext,
  ) {
    return toFacebow(await ctx.services.trajectoryCases.setMarks(ctx, caseId, { ip, mb36, mb46 }));
  }

  @Mutation(() => FacebowObject, {
    description: 'Overwrites the case’s facebow configuration and registration with another facebow case’s.',
  })
  async importFacebowConfig(
    @Arg('caseId', () => ID) caseId: string,
    @Arg('fromCaseId', () => ID) fromCaseId: string,
    @Ctx() ctx: GraphqlContext,
  ) {
    return toFacebow(await ctx.services.trajectoryCases.importConfig(ctx, caseId, fromCaseId));
  }
}
