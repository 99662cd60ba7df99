import type { CtVolume } from '../ct/dicom.js';
import { runSegmentationPipeline, type SegmentationResult } from './pipeline.js';
import type { SegmentOptions } from './segment.js';

/** Runs the segmentation pipeline in a module worker where one exists, else on this thread. */
export function segmentInWorker(volume: CtVolume, opts: SegmentOptions = {}): Promise<SegmentationResult> {
  if (typeof Worker === 'undefined' || typeof window === 'undefined')
    return Promise.resolve(runSegmentationPipeline(volume, opts));
  const worker = new Worker(new URL('./segment.worker.js', import.meta.url), { type: 'module' });
  return new Promise<SegmentationResult>((resolve, reject) => {
    worker.onmessage = (e: MessageEvent<{ ok: boolean; result?: SegmentationResult; error?: string }>) => {
      if (e.data.ok) resolve({ ...e.data.result!, volume: e.data.result!.volume ?? volume });
      else reject(new Error(e.data.error));
    };
    worker.onerror = (e) => reject(new Error(e.message));
    // Copied, not transferred: the slice views keep using the volume.
    worker.postMessage({ volume, opts });
  }).finally(() => worker.terminate());
}
