import { runWorkerTask } from '../../core/worker-task.js';
import { registerScanToCt, type ScanRegistrationResult } from './register-scan.js';

export type ScanRegistrationInput = Parameters<typeof registerScanToCt>;

/** Runs the scan-to-CT registration in a module worker where one exists (it takes seconds), else on this thread. */
export function registerScanInWorker(...input: ScanRegistrationInput): Promise<ScanRegistrationResult> {
  return runWorkerTask(
    () => new Worker(new URL('./register-scan.worker.js', import.meta.url), { type: 'module' }),
    input,
    () => registerScanToCt(...input),
  );
}
