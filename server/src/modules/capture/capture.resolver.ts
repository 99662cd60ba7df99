import { Arg, Ctx, Field, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context.js';
import { CaseTaskObject, toObject } from '../task/task.resolver.js';

@InputType('CaptureVideoInput', { description: 'One uploaded video of a recording session.' })
class CaptureVideoInput {
  @Field(() => String, { description: 'Storage key (mp4, mov or webm) under the practice prefix.' })
  key!: string;

  @Field(() => String, { description: 'movement, stable or registration' })
  kind!: string;

  @Field(() => Int, { nullable: true, description: 'Movement type 0-8 (movement recordings only).' })
  movementType?: number | null;

  @Field(() => String, { nullable: true })
  name?: string;
}

@InputType('CaptureSessionInput')
class CaptureSessionInput {
  @Field(() => [CaptureVideoInput])
  videos!: CaptureVideoInput[];

  @Field(() => [Float], {
    description: 'Points marked on the upper scan, x y z each (mm), in the order the pointer touches them.',
  })
  scanPointsMm!: number[];

  @Field(() => ID, {
    nullable: true,
    description:
      'A done camera calibration of the practice the videos were filmed with; none: the documented phone default (the recordings carry the warning default-intrinsics).',
  })
  calibrationId?: string | null;
}

@ObjectType('CaptureVideo', { description: 'One video of a submitted recording session.' })
class CaptureVideoObject {
  @Field(() => String)
  key!: string;

  @Field(() => String, { description: 'movement, stable or registration' })
  kind!: string;

  @Field(() => Int, { nullable: true })
  movementType!: number | null;

  @Field(() => String, { nullable: true })
  name!: string | null;
}

@ObjectType('CaptureSession', { description: 'The recording session last submitted for a facebow case group.' })
class CaptureSessionObject {
  @Field(() => [CaptureVideoObject])
  videos!: CaptureVideoObject[];

  @Field(() => [Float], { description: 'Points marked on the upper scan, x y z each (mm), in touch order.' })
  scanPointsMm!: number[];

  @Field(() => ID, { nullable: true, description: 'The camera calibration used; null: the phone default.' })
  calibrationId!: number | null;
}

@Resolver()
export class CaptureResolver {
  @Query(() => CaptureSessionObject, {
    nullable: true,
    description: 'The recording session last submitted for the case group, null before the first.',
  })
  async captureSession(@Arg('caseGroupId', () => ID) caseGroupId: string, @Ctx() ctx: GraphqlContext) {
    const session = await ctx.services.capture.lastSession(ctx, caseGroupId);
    return (
      session && {
        videos: session.videos.map((v) => ({
          key: v.key,
          kind: v.kind,
          movementType: v.movementType ?? null,
          name: v.name ?? null,
        })),
        scanPointsMm: session.scanPoints.flat(),
        calibrationId: session.calibrationId ?? null,
      }
    );
  }

  @Mutation(() => CaseTaskObject, {
    description: 'Queues the recording session of a jaw-motion capture case group (also after a failed run).',
  })
  async submitCaptureSession(
    @Arg('caseGroupId', () => ID) caseGroupId: string,
    @Arg('session', () => CaptureSessionInput) session: CaptureSessionInput,
    @Ctx() ctx: GraphqlContext,
  ) {
    const points = session.scanPointsMm;
    return toObject(
      await ctx.services.capture.submitSession(ctx, {
        caseGroupId,
        session: {
          videos: session.videos.map((v) => Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined))),
          scanPoints: Array.from({ length: Math.floor(points.length / 3) }, (_, i) => points.slice(3 * i, 3 * i + 3)),
          ...(session.calibrationId != null && { calibrationId: session.calibrationId }),
        },
      }),
    );
  }
}
