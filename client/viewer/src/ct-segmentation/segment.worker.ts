// Module worker: the CT segmentation off the main thread.
import type { CtVolume } from '../ct/dicom.js';
import { runSegmentationPipeline } from './pipeline.js';
import type { SegmentOptions } from './segment.js';

const scope = globalThis as unknown as {
  onmessage: ((e: MessageEvent<{ volume: CtVolume; opts: SegmentOptions }>) => void) | null;
  postMessage(msg: unknown, transfer?: Transferable[]): void;
};

scope.onmessage = (e) => {
  try {
    const result = runSegmentationPipeline(e.data.volume, e.data.opts);
    const transfer: Transferable[] = [result.segmentation.labels.buffer];
    for (const s of Object.values(result.surfaces)) transfer.push(s.positions.buffer, s.normals.buffer);
    // The volume the labels are on goes back only when it is a new (averaged) one; the page has the input.
    const averaged = result.volume !== e.data.volume;
    if (averaged) transfer.push(result.volume.data.buffer);
    scope.postMessage({ ok: true, result: { ...result, volume: averaged ? result.volume : undefined } }, transfer);
  } catch (err) {
    scope.postMessage({ ok: false, error: err instanceof Error ? err.message : String(err) });
  }
};
