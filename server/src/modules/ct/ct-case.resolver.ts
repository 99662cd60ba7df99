import { Arg, Ctx, Float, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context.js';
import { FacebowObject, toFacebow } from '../task/task.resolver.js';

@Resolver()
export class CtCondyleResolver {
  @Mutation(() => FacebowObject, {
    description:
      'Saves the condyle points located on the case’s CT (LC left, RC right; mm, upper-scan frame); the jaw analysis then uses them.',
  })
  async setCaseCondylePoints(
    @Arg('caseId', () => ID) caseId: string,
    @Arg('lc', () => [Float]) lc: number[],
    @Arg('rc', () => [Float]) rc: number[],
    @Ctx() ctx: GraphqlContext,
  ) {
    return toFacebow(await ctx.services.ctCondyles.set(ctx, caseId, { lc, rc }));
  }
}
