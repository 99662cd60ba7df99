import { z } from 'zod';
import { nullableTimestamp, recordId } from '../../core/answers.js';
import { TaskStatus } from './task.entity.js';
import type { TaskView } from './task.service.js';
import type { FacebowState } from './facebow.service.js';

const STATUS_NAMES: Record<TaskStatus, string> = {
  [TaskStatus.NotSubmitted]: 'not_submitted',
  [TaskStatus.ToBeDesigned]: 'to_be_designed',
  [TaskStatus.ToBeConfirmed]: 'to_be_confirmed',
  [TaskStatus.Finished]: 'finished',
  [TaskStatus.Failed]: 'failed',
  [TaskStatus.Abnormal]: 'abnormal',
};

export const restTaskAnswer = z.object({
  id: recordId,
  product_illcase_id: recordId,
  product_id: recordId,
  status: z.number().int().min(0).max(5),
  status_name: z.enum(Object.values(STATUS_NAMES) as [string, ...string[]]),
  queue_position: z.number().int().min(0),
  estimated_minutes: z.number().min(0),
  overdue: z.boolean(),
  attempts: z.number().int().min(0),
  error: z.string(),
  result: z.record(z.string(), z.unknown()),
  progress: z.record(z.string(), z.unknown()),
  submitted_at: nullableTimestamp,
  started_at: nullableTimestamp,
  finished_at: nullableTimestamp,
});

export const restFacebowAnswer = z.object({
  product_illcase_id: recordId,
  config: z.record(z.string(), z.unknown()),
  collected: z.record(z.string(), z.unknown()).nullable(),
  collected_at: nullableTimestamp,
  invalidated: z.boolean(),
});

export const toRestTask = ({ task, position, estimatedMinutes, overdue }: TaskView) => ({
  id: task.id,
  product_illcase_id: task.caseGroupId,
  product_id: task.productId ?? 0,
  status: task.status,
  status_name: STATUS_NAMES[task.status as TaskStatus],
  queue_position: position,
  estimated_minutes: estimatedMinutes,
  overdue,
  attempts: task.attempts,
  error: task.error ?? '',
  result: task.result ?? {},
  progress: task.progress ?? {},
  submitted_at: task.submittedAt?.toISOString() ?? null,
  started_at: task.startedAt?.toISOString() ?? null,
  finished_at: task.finishedAt?.toISOString() ?? null,
});

export const toRestFacebow = (state: FacebowState) => ({
  product_illcase_id: state.caseGroupId,
  config: state.config,
  collected: state.collected,
  collected_at: state.collectedAt ? new Date(state.collectedAt).toISOString() : null,
  invalidated: state.invalidated,
});
