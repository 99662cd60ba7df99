import { runWorkerTask } from '../../core/worker-task.js';
import type { alignScans, ScanAlignment } from './align-scans.js';
import { runAlignmentTask, type AlignmentTask } from './alignment-task.js';
import type { registerScanToCt, ScanRegistrationResult } from './register-scan.js';

const inWorker = <T>(task: AlignmentTask) =>
  runWorkerTask(
    () => new Worker(new URL('./alignment.worker.js', import.meta.url), { type: 'module' }),
    task,
    () => runAlignmentTask(task) as T,
  );

/** The scan-to-CT registration in a module worker where one exists, else on this thread. */
export const registerScanInWorker = (...input: Parameters<typeof registerScanToCt>) =>
  inWorker<ScanRegistrationResult>({ kind: 'scan-to-ct', input });

/** Scan-to-scan alignment (another visit's scan onto this one) in a module worker where one exists. */
export const alignScansInWorker = (...input: Parameters<typeof alignScans>) =>
  inWorker<ScanAlignment>({ kind: 'scan-to-scan', input });
