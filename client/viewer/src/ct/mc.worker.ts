// Module worker: marching cubes off the main thread.
import { serveWorkerTask } from '../core/worker-task.js';
import { isosurfaceOf, type IsosurfaceJob } from './marching-cubes.js';

serveWorkerTask((job: IsosurfaceJob) => {
  const s = isosurfaceOf(job);
  return { result: s, transfer: [s.positions.buffer, s.normals.buffer] };
});
