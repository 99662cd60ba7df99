// Module worker: the scan-to-CT registration off the main thread.
import { serveWorkerTask } from '../../core/worker-task.js';
import type { ScanRegistrationInput } from './register-in-worker.js';
import { registerScanToCt } from './register-scan.js';

serveWorkerTask((input: ScanRegistrationInput) => ({ result: registerScanToCt(...input) }));
