import { FACIAL_LANDMARKS, type FacialLandmarkName } from '@odontia/shared';
import { Arg, Ctx, Field, Float, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
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

const LANDMARK_DESCRIPTIONS: Record<FacialLandmarkName, string> = {
  porionL: 'Left porion, the top of the bony ear canal (Frankfort horizontal).',
  porionR: 'Right porion.',
  orbitaleL: 'Left orbitale, the lowest point of the orbit’s rim (Frankfort horizontal).',
  orbitaleR: 'Right orbitale.',
  tragusL: 'Left tragus, its upper border on the skin (ala-tragus line).',
  tragusR: 'Right tragus.',
  alaL: 'Left ala, the lower border of the nose’s wing on the skin (ala-tragus line).',
  alaR: 'Right ala.',
  nasion: 'Nasion (facial midline).',
  ans: 'Anterior nasal spine (facial midline).',
};

/** One optional [x, y, z] (mm, the CT's patient frame) per landmark, declared from the shared list. */
function landmarkFields(target: object) {
  for (const name of FACIAL_LANDMARKS) {
    Field(() => [Float], { nullable: true, description: LANDMARK_DESCRIPTIONS[name] })(target, name);
  }
}

@InputType('CtLandmarksInput', { description: 'Skull and face landmarks marked on a CT; those left out are cleared.' })
class CtLandmarksInput {}
landmarkFields(CtLandmarksInput.prototype);

@ObjectType('CtLandmarks', {
  description: 'Skull and face landmarks marked on a case’s CT ([x, y, z] mm, its patient frame).',
})
class CtLandmarksObject {}
landmarkFields(CtLandmarksObject.prototype);

@Resolver()
export class CtCaseResolver {
  @Query(() => CtLandmarksObject, {
    description: 'The landmarks marked on the case’s CT; a field is null when not marked.',
  })
  caseCtLandmarks(@Arg('caseId', () => ID) caseId: string, @Ctx() ctx: GraphqlContext) {
    return ctx.services.ctCase.landmarks(ctx, caseId);
  }

  @Mutation(() => FacebowObject, {
    description:
      'Saves the skull and face landmarks marked on the case’s CT (of a pair, the left one on the patient’s left, +X). The jaw analysis then takes the Frankfort horizontal through the porions and orbitales, the ala-tragus line through the tragi and alae, and the facial midline through nasion and ANS, in the upper-scan frame through the saved scan registration.',
  })
  async setCaseCtLandmarks(
    @Arg('caseId', () => ID) caseId: string,
    @Arg('landmarks', () => CtLandmarksInput) landmarks: CtLandmarksInput,
    @Ctx() ctx: GraphqlContext,
  ) {
    const given = Object.fromEntries(Object.entries(landmarks).filter(([, p]) => p !== null && p !== undefined));
    return toFacebow(await ctx.services.ctCase.setLandmarks(ctx, caseId, given));
  }

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
