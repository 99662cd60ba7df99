import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Field, Float, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context.js';

@ObjectType('CameraIntrinsics', {
  description:
    'Pinhole intrinsics at the frame size they were solved at (OpenCV convention, pixel centres at integers).',
})
class CameraIntrinsicsObject {
  @Field(() => Int)
  width!: number;

  @Field(() => Int)
  height!: number;

  @Field(() => Float, { description: 'Focal length along x, pixels.' })
  fx!: number;

  @Field(() => Float)
  fy!: number;

  @Field(() => Float, { description: 'Principal point x, pixels.' })
  cx!: number;

  @Field(() => Float)
  cy!: number;

  @Field(() => [Float], { description: "OpenCV's k1, k2, p1, p2, k3." })
  distortion!: number[];
}

@ObjectType('CalibrationUncertainty', { description: 'One standard deviation of each value, pixels.' })
class CalibrationUncertaintyObject {
  @Field(() => Float)
  fx!: number;

  @Field(() => Float)
  fy!: number;

  @Field(() => Float)
  cx!: number;

  @Field(() => Float)
  cy!: number;
}

@ObjectType('CameraCalibration', {
  description: "A calibration of one of the practice's phones from a video of the printed calibration board.",
})
class CameraCalibrationObject {
  @Field(() => ID)
  id!: number;

  @Field(() => String, { description: 'What the clinician calls the phone.' })
  deviceName!: string;

  @Field(() => String, { description: 'Storage key of the video of the calibration board.' })
  videoKey!: string;

  @Field(() => String, { description: 'queued, running, done or failed' })
  status!: string;

  @Field(() => Boolean, { description: 'The newest done calibration of its device.' })
  current!: boolean;

  @Field(() => CameraIntrinsicsObject, { nullable: true, description: 'Set once done.' })
  intrinsics!: CameraIntrinsicsObject | null;

  @Field(() => Float, { nullable: true, description: 'RMS reprojection error of the corners used, pixels.' })
  rmsPx!: number | null;

  @Field(() => Int, { nullable: true, description: 'Distinct views of the board used.' })
  views!: number | null;

  @Field(() => Int, { nullable: true })
  framesSearched!: number | null;

  @Field(() => Int, { nullable: true })
  framesWithBoard!: number | null;

  @Field(() => CalibrationUncertaintyObject, { nullable: true })
  uncertaintyPx!: CalibrationUncertaintyObject | null;

  @Field(() => String, { nullable: true, description: 'Catalogue key of the failure (what to film instead).' })
  errorKey!: string | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: "Values of the failure message's placeholders." })
  errorValues!: Record<string, string | number> | null;

  @Field(() => String, { nullable: true, description: 'The failure in English (the catalogue message).' })
  error!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  finishedAt!: Date | null;
}

@Resolver()
export class CameraCalibrationResolver {
  @Query(() => [CameraCalibrationObject], {
    description: "The practice's camera calibrations, newest first, with their status.",
  })
  cameraCalibrations(@Ctx() ctx: GraphqlContext) {
    return ctx.services.cameraCalibrations.list(ctx);
  }

  @Mutation(() => CameraCalibrationObject, {
    description:
      'Queues the calibration of a phone camera from an uploaded video (mp4, mov or webm) of the printed calibration board.',
  })
  calibrateCamera(
    @Arg('deviceName', () => String, { description: 'What the clinician calls the phone, 1-100 characters.' })
    deviceName: string,
    @Arg('videoKey', () => String) videoKey: string,
    @Ctx() ctx: GraphqlContext,
  ) {
    return ctx.services.cameraCalibrations.calibrate(ctx, { deviceName, videoKey });
  }

  @Mutation(() => Boolean, { description: 'Deletes a camera calibration of the practice and its video.' })
  deleteCameraCalibration(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext) {
    return ctx.services.cameraCalibrations.remove(ctx, id);
  }
}
