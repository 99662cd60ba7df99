import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Field, Float, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context.js';

@ObjectType('CondylarInclination', { description: 'Sagittal condylar inclination of one condyle, degrees.' })
class CondylarInclinationObject {
  @Field(() => String)
  side!: string;

  @Field(() => Float, { nullable: true })
  at3mmDeg!: number | null;

  @Field(() => Float, { nullable: true })
  at5mmDeg!: number | null;
}

@ObjectType('HingeAxis', { description: 'Kinematic hinge axis of the initial opening (mm, upper-scan frame).' })
class HingeAxisObject {
  @Field(() => [Float])
  lc!: number[];

  @Field(() => [Float])
  rc!: number[];

  @Field(() => [Float])
  direction!: number[];

  @Field(() => Int)
  frames!: number;
}

@ObjectType('JawRecordingValues', {
  description: 'Clinical values of one recording (mm, degrees); null where not shown.',
})
class JawRecordingValuesObject {
  @Field(() => ID)
  recordingId!: number;

  @Field(() => Int, { nullable: true })
  movementType!: number | null;

  @Field(() => Int)
  frameCount!: number;

  @Field(() => Int)
  validFrames!: number;

  @Field(() => Float, { nullable: true })
  incisalTravelMm!: number | null;

  @Field(() => Float, { nullable: true })
  maxOpeningMm!: number | null;

  @Field(() => Float, { nullable: true })
  lateralIncisalMm!: number | null;

  @Field(() => Float, { nullable: true })
  protrusionMm!: number | null;

  @Field(() => [CondylarInclinationObject])
  condylarInclination!: CondylarInclinationObject[];

  @Field(() => String, { nullable: true })
  nonWorkingSide!: string | null;

  @Field(() => Float, { nullable: true })
  bennettAngleDeg!: number | null;

  @Field(() => Float, { nullable: true })
  immediateSideShiftMm!: number | null;

  @Field(() => Float, { nullable: true })
  incisalGuidanceDeg!: number | null;

  @Field(() => Float, { nullable: true })
  openingDeviationMm!: number | null;

  @Field(() => HingeAxisObject, { nullable: true })
  hingeAxis!: HingeAxisObject | null;

  @Field(() => Int, { nullable: true })
  chewCycles!: number | null;

  @Field(() => Float, { nullable: true })
  chewCycleMs!: number | null;

  @Field(() => Float, { nullable: true })
  retrusionMm!: number | null;
}

@ObjectType('JawSummary', { description: 'The case’s values per side, as a semi-adjustable articulator is set.' })
class JawSummaryObject {
  @Field(() => Float, { nullable: true }) maxOpeningMm!: number | null;
  @Field(() => Float, { nullable: true }) protrusionMm!: number | null;
  @Field(() => Float, { nullable: true }) laterotrusionLeftMm!: number | null;
  @Field(() => Float, { nullable: true }) laterotrusionRightMm!: number | null;
  @Field(() => Float, { nullable: true }) condylarInclinationLeft3mmDeg!: number | null;
  @Field(() => Float, { nullable: true }) condylarInclinationLeft5mmDeg!: number | null;
  @Field(() => Float, { nullable: true }) condylarInclinationRight3mmDeg!: number | null;
  @Field(() => Float, { nullable: true }) condylarInclinationRight5mmDeg!: number | null;
  @Field(() => Float, { nullable: true }) bennettLeftDeg!: number | null;
  @Field(() => Float, { nullable: true }) bennettRightDeg!: number | null;
  @Field(() => Float, { nullable: true }) immediateSideShiftLeftMm!: number | null;
  @Field(() => Float, { nullable: true }) immediateSideShiftRightMm!: number | null;
  @Field(() => Float, { nullable: true }) incisalGuidanceSagittalDeg!: number | null;
  @Field(() => Float, { nullable: true }) incisalGuidanceLateralLeftDeg!: number | null;
  @Field(() => Float, { nullable: true }) incisalGuidanceLateralRightDeg!: number | null;
  @Field(() => Float, { nullable: true }) openingDeviationMm!: number | null;
}

@ObjectType('JawAnalysis', { description: 'Jaw analysis of a case, computed from its stored trajectories.' })
class JawAnalysisObject {
  @Field(() => ID)
  caseId!: number;

  @Field(() => String, { description: 'frankfort or occlusal.' })
  referencePlane!: string;

  @Field(() => String, { description: 'Where LC and RC come from: ct, kinematic (hinge axis) or bonwill.' })
  condyleSource!: string;

  @Field(() => Float, {
    nullable: true,
    description: 'Frankfort horizontal taken as the occlusal plane tilted by this many degrees (no marked points).',
  })
  frankfortOffsetDeg!: number | null;

  @Field(() => [Float])
  ip!: number[];

  @Field(() => [Float])
  lc!: number[];

  @Field(() => [Float])
  rc!: number[];

  @Field(() => [JawRecordingValuesObject])
  recordings!: JawRecordingValuesObject[];

  @Field(() => JawSummaryObject)
  summary!: JawSummaryObject;

  @Field(() => GraphQLJSONObject, { description: 'How each value is computed, by value name.' })
  methods!: Record<string, string>;
}

@Resolver()
export class JawAnalysisResolver {
  @Query(() => JawAnalysisObject)
  async jawAnalysis(
    @Arg('caseId', () => ID) caseId: string,
    @Ctx() ctx: GraphqlContext,
    @Arg('referencePlane', () => String, { nullable: true, description: 'frankfort (default) or occlusal.' })
    referencePlane?: string,
  ): Promise<JawAnalysisObject> {
    const a = await ctx.services.jawAnalysis.analyse(ctx, caseId, referencePlane ?? 'frankfort');
    const f = a.reference.frankfortSource;
    return {
      caseId: a.caseId,
      referencePlane: a.referencePlane,
      condyleSource: a.reference.condyleSource,
      frankfortOffsetDeg: f.kind === 'occlusal-offset' ? f.offsetDeg : null,
      ip: a.reference.ip,
      lc: a.reference.lc,
      rc: a.reference.rc,
      recordings: a.recordings,
      summary: a.summary,
      methods: { ...a.methods },
    };
  }
}
