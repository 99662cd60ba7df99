// Module worker: parses model files and builds raycast BVHs off the main thread.
import { buildBvh } from '../tools/bvh.js';
import { transferablesOf } from './mesh-data.js';
import { parseModelBuffer, type ArrayFormat } from './parse.js';

interface Job {
  id: number;
  kind: 'parse';
  type: ArrayFormat;
  data: ArrayBuffer;
}
interface BvhJob {
  id: number;
  kind: 'bvh';
  positions: Float32Array;
  indices?: Uint32Array;
}

const scope = globalThis as unknown as {
  onmessage: ((e: MessageEvent<Job | BvhJob>) => void) | null;
  postMessage(msg: unknown, transfer?: Transferable[]): void;
};

scope.onmessage = async (e) => {
  const job = e.data;
  try {
    if (job.kind === 'parse') {
      const model = await parseModelBuffer(job.type, job.data);
      scope.postMessage({ id: job.id, ok: true, result: model }, transferablesOf(model));
    } else {
      const bvh = buildBvh(job.positions, job.indices);
      scope.postMessage({ id: job.id, ok: true, result: bvh }, [bvh.nodes.buffer, bvh.triangles.buffer]);
    }
  } catch (err) {
    const e2 = err as { message?: string; code?: number };
    scope.postMessage({ id: job.id, ok: false, error: { message: e2.message ?? String(err), code: e2.code } });
  }
};
