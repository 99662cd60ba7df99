// Module worker: the CT segmentation off the main thread.
import type { CtVolume } from '../ct/dicom.js';
import { serveWorkerTask } from '../core/worker-task.js';
import { runSegmentationPipeline } from './pipeline.js';
import type { SegmentOptions } from './segment.js';

serveWorkerTask(({ volume, opts }: { volume: CtVolume; opts: SegmentOptions }) => {
  const result = runSegmentationPipeline(volume, opts);
  const transfer: Transferable[] = [result.segmentation.labels.buffer];
  for (const s of Object.values(result.surfaces)) transfer.push(s.positions.buffer, s.normals.buffer);
  // The volume the labels are on goes back only when it is a new (averaged) one; the page has the input.
  const averaged = result.volume !== volume;
  if (averaged) transfer.push(result.volume.data.buffer);
  return { result: { ...result, volume: averaged ? result.volume : undefined }, transfer };
});
