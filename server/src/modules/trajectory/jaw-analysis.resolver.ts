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

@ObjectType('JawPlane', { description: 'A reference plane: unit normal (up) and unit anterior direction.' })
class JawPlaneObject {
  @Field(() => [Float])
  normal!: number[];

  @Field(() => [Float])
  anterior!: number[];
}

@ObjectType('JawMidline', {
  description: 'The facial midline plane: a point on it and its unit normal towards the patient’s left.',
})
class JawMidlineObject {
  @Field(() => [Float])
  point!: number[];

  @Field(() => [Float])
  normal!: number[];
}

@ObjectType('BonwillTriangle', { description: 'Bonwill triangle of IP, LC and RC, mm.' })
class BonwillTriangleObject {
  @Field(() => Float) sideLeftMm!: number;
  @Field(() => Float) sideRightMm!: number;
  @Field(() => Float) intercondylarMm!: number;
}

@ObjectType('JawStablePosition', { description: 'Mean displacement from MI of IP, LC and RC in one collection, mm.' })
class JawStablePositionObject {
  @Field(() => ID) recordingId!: number;
  @Field(() => [Float]) ip!: number[];
  @Field(() => [Float]) lc!: number[];
  @Field(() => [Float]) rc!: number[];
  @Field(() => Int) frames!: number;
}

@ObjectType('JawStableSummary', {
  description: 'Confirmed stable position: mean of the collections, their spread and the condyle displacement from MI.',
})
class JawStableSummaryObject {
  @Field(() => Int) collections!: number;
  @Field(() => [Float]) ipMean!: number[];
  @Field(() => [Float]) lcMean!: number[];
  @Field(() => [Float]) rcMean!: number[];
  @Field(() => Float) ipSpreadMm!: number;
  @Field(() => Float) lcSpreadMm!: number;
  @Field(() => Float) rcSpreadMm!: number;
  @Field(() => Float) leftDisplacementMm!: number;
  @Field(() => Float) rightDisplacementMm!: number;
}

@ObjectType('JawAnalysis', { description: 'Jaw analysis of a case, computed from its stored trajectories.' })
class JawAnalysisObject {
  @Field(() => ID)
  caseId!: number;

  @Field(() => String, { description: 'frankfort, alaTragus or occlusal.' })
  referencePlane!: string;

  @Field(() => String, { description: 'Where LC and RC come from: ct, kinematic (hinge axis) or bonwill.' })
  condyleSource!: string;

  @Field(() => String, {
    description:
      'marked (porions and orbitales on the CT) or occlusal-offset (the occlusal plane tilted by frankfortOffsetDeg).',
  })
  frankfortSource!: string;

  @Field(() => Float, {
    nullable: true,
    description: 'Frankfort horizontal taken as the occlusal plane tilted by this many degrees (no marked points).',
  })
  frankfortOffsetDeg!: number | null;

  @Field(() => String, {
    description:
      'marked (tragi and alae on the CT) or occlusal-offset (the occlusal plane tilted by alaTragusOffsetDeg).',
  })
  alaTragusSource!: string;

  @Field(() => Float, {
    nullable: true,
    description: 'Ala-tragus line taken as the occlusal plane tilted by this many degrees (no marked points).',
  })
  alaTragusOffsetDeg!: number | null;

  @Field(() => Float, { description: 'Angle between the occlusal plane and the Frankfort horizontal, degrees.' })
  occlusalToFrankfortDeg!: number;

  @Field(() => Float, { description: 'Angle between the occlusal plane and the ala-tragus line, degrees.' })
  occlusalToAlaTragusDeg!: number;

  @Field(() => JawMidlineObject, {
    nullable: true,
    description: 'The facial midline plane (nasion and ANS marked on the CT); null when not marked.',
  })
  midline!: JawMidlineObject | null;

  @Field(() => Float, {
    nullable: true,
    description: 'IP’s distance from the facial midline at MI (positive towards the patient’s left), mm.',
  })
  dentalMidlineOffsetMm!: number | null;

  @Field(() => [Float])
  ip!: number[];

  @Field(() => [Float])
  lc!: number[];

  @Field(() => [Float])
  rc!: number[];

  @Field(() => String, {
    description: 'marked (IP and cusps of 36/46) or default (upper-scan frame origin and y = 0).',
  })
  occlusalSource!: string;

  @Field(() => JawPlaneObject, { description: 'The chosen reference plane.' })
  plane!: JawPlaneObject;

  @Field(() => JawPlaneObject)
  occlusalPlane!: JawPlaneObject;

  @Field(() => BonwillTriangleObject)
  bonwill!: BonwillTriangleObject;

  @Field(() => Float)
  balkwillAngleDeg!: number;

  @Field(() => [JawStablePositionObject])
  stablePositions!: JawStablePositionObject[];

  @Field(() => JawStableSummaryObject, { nullable: true })
  stable!: JawStableSummaryObject | null;

  @Field(() => [JawRecordingValuesObject])
  recordings!: JawRecordingValuesObject[];

  @Field(() => JawSummaryObject)
  summary!: JawSummaryObject;

  @Field(() => GraphQLJSONObject, { description: 'How each value is computed, by value name.' })
  methods!: Record<string, string>;

  @Field(() => [Float], {
    nullable: true,
    description:
      'CT facebow: the scans’ registration onto the case’s CT, a column-major 4x4 rigid transform from the upper-scan frame to the CT’s patient frame; null when none is saved (the two frames are taken as one).',
  })
  ctRegistration!: number[] | null;

  @Field(() => Float, { nullable: true, description: 'The RMS (mm) of the fit the registration was saved from.' })
  ctRegistrationRmsMm!: number | null;
}

@Resolver()
export class JawAnalysisResolver {
  @Query(() => JawAnalysisObject)
  async jawAnalysis(
    @Arg('caseId', () => ID) caseId: string,
    @Ctx() ctx: GraphqlContext,
    @Arg('referencePlane', () => String, {
      nullable: true,
      description: 'frankfort, alaTragus or occlusal; default: the case’s configured plane (frankfort).',
    })
    referencePlane?: string,
  ): Promise<JawAnalysisObject> {
    const a = await ctx.services.jawAnalysis.analyse(ctx, caseId, referencePlane);
    const { frankfort, alaTragus } = a.reference.planeSources;
    const s = a.stable;
    return {
      caseId: a.caseId,
      referencePlane: a.referencePlane,
      condyleSource: a.reference.condyleSource,
      ctRegistration: a.ctRegistration?.matrix ?? null,
      ctRegistrationRmsMm: a.ctRegistration?.rmsMm ?? null,
      frankfortSource: frankfort.kind,
      frankfortOffsetDeg: frankfort.kind === 'occlusal-offset' ? frankfort.offsetDeg : null,
      alaTragusSource: alaTragus.kind,
      alaTragusOffsetDeg: alaTragus.kind === 'occlusal-offset' ? alaTragus.offsetDeg : null,
      occlusalToFrankfortDeg: a.occlusalToFrankfortDeg,
      occlusalToAlaTragusDeg: a.occlusalToAlaTragusDeg,
      midline: a.reference.midline,
      dentalMidlineOffsetMm: a.dentalMidlineOffsetMm,
      ip: a.reference.ip,
      lc: a.reference.lc,
      rc: a.reference.rc,
      occlusalSource: a.occlusalSource,
      plane: a.reference.planes[a.referencePlane],
      occlusalPlane: a.reference.planes.occlusal,
      bonwill: a.bonwill,
      balkwillAngleDeg: a.balkwillAngleDeg,
      stablePositions: a.stablePositions,
      stable: s && {
        collections: s.collections,
        ipMean: s.mean.ip,
        lcMean: s.mean.lc,
        rcMean: s.mean.rc,
        ipSpreadMm: s.spreadMm.ip,
        lcSpreadMm: s.spreadMm.lc,
        rcSpreadMm: s.spreadMm.rc,
        leftDisplacementMm: s.condyleDisplacementMm.left,
        rightDisplacementMm: s.condyleDisplacementMm.right,
      },
      recordings: a.recordings,
      summary: a.summary,
      methods: { ...a.methods },
    };
  }
}
