import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { registerEnumType } from 'type-graphql';

/** Task statuses of DECISIONS.md; the numbers are what the REST layer sends. */
export enum TaskStatus {
  NotSubmitted = 0,
  ToBeDesigned = 1,
  ToBeConfirmed = 2,
  Finished = 3,
  Failed = 4,
  Abnormal = 5,
}
registerEnumType(TaskStatus, { name: 'TaskStatus' });

/** The application task of one case group: its place in the queue and what the tool answered. */
@Entity({ tableName: 'case_task' })
export class CaseTask {
  [OptionalProps]?:
    | 'productId'
    | 'status'
    | 'jobId'
    | 'attempts'
    | 'expectedMinutes'
    | 'input'
    | 'result'
    | 'error'
    | 'progress'
    | 'submittedAt'
    | 'startedAt'
    | 'finishedAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  practiceId!: number;

  @Property({ type: 'integer' })
  caseGroupId!: number;

  @Property({ type: 'integer', nullable: true })
  productId: number | null = null;

  @Property({ type: 'smallint' })
  status: TaskStatus = TaskStatus.NotSubmitted;

  @Property({ type: 'uuid', nullable: true })
  jobId: string | null = null;

  @Property({ type: 'integer' })
  attempts: number = 0;

  @Property({ type: 'integer' })
  expectedMinutes: number = 10;

  @Property({ type: 'json' })
  input: Record<string, unknown> = {};

  @Property({ type: 'json', nullable: true })
  result: Record<string, unknown> | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  error: string | null = null;

  @Property({ type: 'json', nullable: true })
  progress: Record<string, unknown> | null = null;

  @Property({ type: 'datetime', nullable: true })
  submittedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  startedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  finishedAt: Date | null = null;

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
