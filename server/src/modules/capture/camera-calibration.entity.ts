import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const CALIBRATION_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type CalibrationStatus = (typeof CALIBRATION_STATUSES)[number];

/**
 * One calibration of a practice's phone camera from a video of the printed calibration board (migration
 * `Migration20261128090000CameraCalibration`). The intrinsics and figures are set once it is done, the catalogue
 * error once it failed.
 */
@Entity({ tableName: 'camera_calibration' })
export class CameraCalibration {
  [OptionalProps]?:
    | 'status'
    | 'attempts'
    | 'width'
    | 'height'
    | 'fx'
    | 'fy'
    | 'cx'
    | 'cy'
    | 'distortion'
    | 'rmsPx'
    | 'views'
    | 'framesSearched'
    | 'framesWithBoard'
    | 'uncertaintyPx'
    | 'errorKey'
    | 'errorValues'
    | 'error'
    | 'createdAt'
    | 'startedAt'
    | 'finishedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  practiceId!: number;

  /** What the clinician calls the phone. */
  @Property({ type: 'string', length: 100 })
  deviceName!: string;

  @Property({ type: 'string', length: 1024 })
  videoKey!: string;

  @Property({ type: 'string', length: 16 })
  status: CalibrationStatus = 'queued';

  @Property({ type: 'smallint' })
  attempts: number = 0;

  /** The frame size the intrinsics were solved at (the video's). */
  @Property({ type: 'integer', nullable: true })
  width: number | null = null;

  @Property({ type: 'integer', nullable: true })
  height: number | null = null;

  @Property({ type: 'float', nullable: true })
  fx: number | null = null;

  @Property({ type: 'float', nullable: true })
  fy: number | null = null;

  @Property({ type: 'float', nullable: true })
  cx: number | null = null;

  @Property({ type: 'float', nullable: true })
  cy: number | null = null;

  /** OpenCV's k1, k2, p1, p2, k3. */
  @Property({ type: 'json', nullable: true })
  distortion: number[] | null = null;

  /** RMS reprojection error over the corners of the views used, pixels. */
  @Property({ type: 'float', nullable: true })
  rmsPx: number | null = null;

  /** Distinct views of the board the solution rests on. */
  @Property({ type: 'smallint', nullable: true })
  views: number | null = null;

  @Property({ type: 'integer', nullable: true })
  framesSearched: number | null = null;

  @Property({ type: 'integer', nullable: true })
  framesWithBoard: number | null = null;

  /** One standard deviation of fx, fy, cx, cy, pixels. */
  @Property({ type: 'json', nullable: true })
  uncertaintyPx: { fx: number; fy: number; cx: number; cy: number } | null = null;

  /** The catalogue key of the failure, with the values of its message. */
  @Property({ type: 'string', length: 64, nullable: true })
  errorKey: string | null = null;

  @Property({ type: 'json', nullable: true })
  errorValues: Record<string, string | number> | null = null;

  /** The failure's English catalogue message. */
  @Property({ type: 'string', length: 1000, nullable: true })
  error: string | null = null;

  @Property({ type: 'integer' })
  createdBy!: number;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  startedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  finishedAt: Date | null = null;
}
