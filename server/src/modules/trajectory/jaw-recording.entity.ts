import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { RecordingKind, TrajectoryHeader } from '@odontia/shared';

/** One stored jaw trajectory (the OJTR file at `key`) and its summary. */
@Entity({ tableName: 'jaw_recording' })
export class JawRecording {
  [OptionalProps]?: 'caseGroupId' | 'movementType' | 'name' | 'fps' | 'registrationResidualMm' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  practiceId!: number;

  @Property({ type: 'integer' })
  patientId!: number;

  @Property({ type: 'integer' })
  caseId!: number;

  @Property({ type: 'integer', nullable: true })
  caseGroupId: number | null = null;

  @Property({ type: 'string', length: 16 })
  kind!: RecordingKind;

  /** Seed movement type 0-8; null for stable-position and registration collections. */
  @Property({ type: 'smallint', nullable: true })
  movementType: number | null = null;

  @Property({ type: 'string', length: 16 })
  source!: TrajectoryHeader['source'];

  @Property({ type: 'string', length: 200 })
  name: string = '';

  @Property({ type: 'string', length: 1024 })
  key!: string;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'integer' })
  frameCount!: number;

  @Property({ type: 'integer' })
  validFrames!: number;

  @Property({ type: 'float' })
  durationMs!: number;

  @Property({ type: 'float', nullable: true })
  fps: number | null = null;

  @Property({ type: 'float' })
  meanQuality!: number;

  @Property({ type: 'float', nullable: true })
  registrationResidualMm: number | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
