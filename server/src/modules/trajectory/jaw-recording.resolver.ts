import { Arg, Ctx, Field, Float, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context.js';
import type { JawRecording } from './jaw-recording.entity.js';

@ObjectType('JawRecording', {
  description:
    'A stored jaw trajectory: per frame a time (ms), the 4x4 mandible pose in the upper-scan frame (mm, column-major) and a quality; the OJTR file is at `url`.',
})
export class JawRecordingObject {
  @Field(() => ID)
  id!: number;

  @Field(() => ID)
  caseId!: number;

  @Field(() => ID, { nullable: true })
  caseGroupId!: number | null;

  @Field(() => String, { description: 'movement, stable or registration.' })
  kind!: string;

  @Field(() => Int, { nullable: true, description: 'Seed movement type 0-8 (movement recordings only).' })
  movementType!: number | null;

  @Field(() => String, { description: 'video, import or synthetic.' })
  source!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Int)
  frameCount!: number;

  @Field(() => Int, { description: 'Frames with a measured pose (quality above 0).' })
  validFrames!: number;

  @Field(() => Float)
  durationMs!: number;

  @Field(() => Float, { nullable: true })
  fps!: number | null;

  @Field(() => Float, { description: 'Mean per-frame quality, missing frames counted as 0.' })
  meanQuality!: number;

  @Field(() => Float, { nullable: true })
  registrationResidualMm!: number | null;

  @Field(() => Int, { description: 'Bytes of the OJTR file.' })
  size!: number;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => String, { description: 'Presigned GET URL of the OJTR file (valid 3600 s).' })
  url!: string;
}

export async function toRecordingObject(ctx: GraphqlContext, r: JawRecording): Promise<JawRecordingObject> {
  return {
    id: r.id,
    caseId: r.caseId,
    caseGroupId: r.caseGroupId,
    kind: r.kind,
    movementType: r.movementType,
    source: r.source,
    name: r.name,
    frameCount: r.frameCount,
    validFrames: r.validFrames,
    durationMs: r.durationMs,
    fps: r.fps,
    meanQuality: r.meanQuality,
    registrationResidualMm: r.registrationResidualMm,
    size: r.size,
    createdAt: r.createdAt,
    url: await ctx.services.jawRecordings.url(ctx, r),
  };
}

@Resolver()
export class JawRecordingResolver {
  @Query(() => [JawRecordingObject], { description: 'Jaw recordings of a case, oldest first.' })
  async jawRecordings(@Arg('caseId', () => ID) caseId: string, @Ctx() ctx: GraphqlContext) {
    const recordings = await ctx.services.jawRecordings.list(ctx, caseId);
    return Promise.all(recordings.map((r) => toRecordingObject(ctx, r)));
  }

  @Query(() => JawRecordingObject)
  async jawRecording(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext) {
    return toRecordingObject(ctx, await ctx.services.jawRecordings.get(ctx, id));
  }
}
