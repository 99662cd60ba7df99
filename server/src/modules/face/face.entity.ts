import { BigIntType, OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { FaceMarkSet, SmileDesign, SmileParameters } from '@odontia/shared';

export type FaceExpression = 'neutral' | 'smile' | 'open_mouth';
export type CaptureKind = 'photo' | 'video';
export type DesignStatus = 'marking' | 'to_be_designed' | 'to_be_confirmed' | 'finished';

/** One uploaded photo or video of a case's face, for one expression. */
@Entity({ tableName: 'face_capture' })
export class FaceCapture {
  [OptionalProps]?: 'durationMs' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  practiceId!: number;

  @Property({ type: 'integer' })
  caseId!: number;

  @Property({ type: 'string', length: 16 })
  expression!: FaceExpression;

  @Property({ type: 'string', length: 8 })
  kind!: CaptureKind;

  @Property({ type: 'string', length: 1024 })
  key!: string;

  @Property({ type: new BigIntType('number') })
  size!: number;

  /** Read from the file by ffmpeg (videos only). */
  @Property({ type: 'float', nullable: true })
  durationMs: number | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}

/** The smile design of a case: the clinician's marks, the parameters and the computed placement. */
@Entity({ tableName: 'face_design' })
export class FaceDesign {
  [OptionalProps]?: 'status' | 'marks' | 'result' | 'confirmedAt' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  practiceId!: number;

  @Property({ type: 'integer' })
  caseId!: number;

  @Property({ type: 'string', length: 16 })
  status: DesignStatus = 'marking';

  @Property({ type: 'json' })
  marks: FaceMarkSet = {};

  @Property({ type: 'json' })
  parameters!: SmileParameters;

  @Property({ type: 'json', nullable: true })
  result: SmileDesign | null = null;

  @Property({ type: 'datetime', nullable: true })
  confirmedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** A link a patient opens without signing in; only the token's SHA-256 digest is kept. */
@Entity({ tableName: 'face_share_link' })
export class FaceShareLink {
  [OptionalProps]?: 'revokedAt' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  practiceId!: number;

  @Property({ type: 'integer' })
  caseId!: number;

  @Property({ type: 'string', length: 64 })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
