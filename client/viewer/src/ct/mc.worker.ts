// Module worker: marching cubes off the main thread.
import { marchingCubes } from './marching-cubes.js';

interface Job {
  data: Int16Array;
  dims: [number, number, number];
  iso: number;
  spacing: [number, number, number];
  origin: [number, number, number];
}

const scope = globalThis as unknown as {
  onmessage: ((e: MessageEvent<Job>) => void) | null;
  postMessage(msg: unknown, transfer?: Transferable[]): void;
};

scope.onmessage = (e) => {
  try {
    const { data, dims, iso, spacing, origin } = e.data;
    const s = marchingCubes(data, dims, iso, spacing, origin);
    scope.postMessage({ ok: true, result: s }, [s.positions.buffer, s.normals.buffer]);
  } catch (err) {
    scope.postMessage({ ok: false, error: err instanceof Error ? err.message : String(err) });
  }
};
