// Module worker: the alignments that take seconds (scan to CT, scan to scan) off the main thread.
import { serveWorkerTask } from '../../core/worker-task.js';
import { runAlignmentTask, type AlignmentTask } from './alignment-task.js';

serveWorkerTask((task: AlignmentTask) => ({ result: runAlignmentTask(task) }));
