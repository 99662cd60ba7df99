import { Arg, Ctx, Field, Float, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context.js';
import { FacebowObject, toFacebow } from '../task/task.resolver.js';

@ObjectType('CtRegistration', { description: 'Where a CT facebow case’s scans sit on its CT.' })
class CtRegistrationObject {
  @Field(() => [Float], {
    description: 'Column-major 4x4 rigid transform from the upper-scan frame to the CT’s patient frame.',
  })
  matrix!: number[];

  @Field(() => Float, { nullable: true, description: 'The RMS (mm) of the fit it was saved from.' })
  rmsMm!: number | null;
}

@ObjectType('CtCanals', { description: 'The mandibular canals traced on a case’s CT.' })
class CtCanalsObject {
  @Field(() => Float, { description: 'Diameter of the tube drawn along each canal, mm.' })
  diameterMm!: number;

  @Field(() => [[Float]], { description: 'Points through the left canal ([x, y, z] mm, the CT’s patient frame).' })
  left!: number[][];

  @Field(() => [[Float]], { description: 'Points through the right canal.' })
  right!: number[][];
}

@Resolver()
export class CtCaseResolver {
  @Query(() => CtCanalsObject, { nullable: true, description: 'The canals traced on the case’s CT; null when none.' })
  caseCtCanals(@Arg('caseId', () => ID) caseId: string, @Ctx() ctx: GraphqlContext) {
    return ctx.services.ctCase.canals(ctx, caseId);
  }

  @Mutation(() => CtCanalsObject, {
    description:
      'Saves the mandibular canals traced on the case’s CT: the points through each canal (none, or 2-64) and the tube diameter (1-6 mm). Kept beside the facebow configuration: it never invalidates collected data.',
  })
  setCaseCtCanals(
    @Arg('caseId', () => ID) caseId: string,
    @Arg('diameterMm', () => Float) diameterMm: number,
    @Arg('left', () => [[Float]]) left: number[][],
    @Arg('right', () => [[Float]]) right: number[][],
    @Ctx() ctx: GraphqlContext,
  ) {
    return ctx.services.ctCase.setCanals(ctx, caseId, { diameterMm, left, right });
  }

  @Query(() => CtRegistrationObject, {
    nullable: true,
    description: 'The scans’ registration onto the case’s CT (CT facebow); null when none is saved.',
  })
  caseCtRegistration(@Arg('caseId', () => ID) caseId: string, @Ctx() ctx: GraphqlContext) {
    return ctx.services.ctCase.registration(ctx, caseId);
  }

  @Mutation(() => FacebowObject, {
    description:
      'Saves the condyle points located on the case’s CT (LC left, RC right; mm, the CT’s patient frame); the jaw analysis then uses them, taken into the upper-scan frame through the saved scan registration.',
  })
  async setCaseCondylePoints(
    @Arg('caseId', () => ID) caseId: string,
    @Arg('lc', () => [Float]) lc: number[],
    @Arg('rc', () => [Float]) rc: number[],
    @Ctx() ctx: GraphqlContext,
  ) {
    return toFacebow(await ctx.services.ctCase.setCondyles(ctx, caseId, { lc, rc }));
  }

  @Mutation(() => FacebowObject, {
    description:
      'Saves where the case’s scans sit on its CT: a column-major 4x4 rigid transform from the upper-scan frame to the CT’s patient frame (the upper scan aligned onto the CT’s upper teeth) and the RMS of that fit (0-2 mm).',
  })
  async setCaseCtRegistration(
    @Arg('caseId', () => ID) caseId: string,
    @Arg('matrix', () => [Float]) matrix: number[],
    @Arg('rmsMm', () => Float) rmsMm: number,
    @Ctx() ctx: GraphqlContext,
  ) {
    return toFacebow(await ctx.services.ctCase.setRegistration(ctx, caseId, { matrix, rmsMm }));
  }
}
