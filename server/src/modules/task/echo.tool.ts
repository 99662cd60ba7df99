import { setTimeout as sleep } from 'node:timers/promises';
import { ToolFailure, type ToolWorker } from './tool-worker.js';

/**
 * A tool that does no dental work: it waits `input.ms` (first attempt: `input.firstAttemptMs` when
 * given, so a test can kill the worker mid-run), then answers `input.outcome`, or fails when
 * `input.fail` is set. It proves the queue end to end; enabled with TASK_ECHO_PRODUCT_IDS.
 */
export function echoTool(productId: number, expectedMinutes = 1): ToolWorker {
  return {
    productId,
    expectedMinutes,
    async run({ input, attempt, signal, taskId }) {
      const ms =
        attempt === 1 && typeof input.firstAttemptMs === 'number' ? input.firstAttemptMs : Number(input.ms ?? 100);
      await sleep(Math.max(0, Math.min(ms, 600_000)), undefined, { signal });
      if (input.fail) throw new ToolFailure(String(input.fail));
      return {
        status: input.outcome === 'finished' ? 'finished' : 'to_be_confirmed',
        result: { echo: input, attempt, taskId, pid: process.pid },
      };
    },
  };
}

/** The echo tool for each product id listed in TASK_ECHO_PRODUCT_IDS (comma-separated). */
export function echoToolsFromEnv(env: NodeJS.ProcessEnv = process.env): ToolWorker[] {
  return (env.TASK_ECHO_PRODUCT_IDS ?? '')
    .split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isInteger(id) && id > 0)
    .map((id) => echoTool(id));
}
