import type { CtVolume } from '../ct/dicom.js';
import { runWorkerTask } from '../core/worker-task.js';
import { runSegmentationPipeline, type SegmentationResult } from './pipeline.js';
import type { SegmentOptions } from './segment.js';

/** Runs the segmentation pipeline in a module worker where one exists, else on this thread. */
export async function segmentInWorker(volume: CtVolume, opts: SegmentOptions = {}): Promise<SegmentationResult> {
  // Copied, not transferred: the slice views keep using the volume.
  const result = await runWorkerTask<Omit<SegmentationResult, 'volume'> & { volume?: CtVolume }>(
    () => new Worker(new URL('./segment.worker.js', import.meta.url), { type: 'module' }),
    { volume, opts },
    () => runSegmentationPipeline(volume, opts),
  );
  return { ...result, volume: result.volume ?? volume };
}
