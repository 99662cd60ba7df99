/**
 * The interface an application (AI tool) implements to run as a queued task. The tools themselves
 * come later; `npm run worker` consumes the queue of every registered tool.
 */
export interface ToolRun {
  taskId: number;
  practiceId: number;
  caseGroupId: number;
  productId: number;
  /** What the user submitted (validated JSON). */
  input: Record<string, unknown>;
  /** 1 on the first run, more when a crashed or failed run is retried. */
  attempt: number;
  /** Aborted when the task is cancelled or the worker shuts down. */
  signal: AbortSignal;
  /** Publishes how far the run is (shown with the task's queue state); kept after a failure. */
  progress(value: Record<string, unknown>): Promise<void>;
}

export interface ToolOutcome {
  /** `to_be_confirmed`: the user reviews and confirms the design; `finished`: nothing left to do. */
  status: 'to_be_confirmed' | 'finished';
  result?: Record<string, unknown>;
}

export interface ToolWorker {
  productId: number;
  /** What a run normally takes; the queue estimate and the overdue flag derive from it. */
  expectedMinutes: number;
  run(task: ToolRun): Promise<ToolOutcome>;
}

/**
 * The input cannot be processed (e.g. generation failed on these photos): the task becomes
 * `failed` at once and the user may change the input and retry. Any other error is retried by the
 * queue and, when retries run out, marks the task abnormal (the user contacts the operator).
 */
export class ToolFailure extends Error {
  override name = 'ToolFailure';
}

export const queueOf = (productId: number) => `tool-${productId}`;

/** Expected minutes per product when no tool worker says otherwise. */
export const DEFAULT_EXPECTED_MINUTES: Record<number, number> = { 1: 10, 2: 15, 3: 20, 4: 10 };
