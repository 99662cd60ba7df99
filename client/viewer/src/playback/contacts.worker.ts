// Module worker: welds the two scans, builds their BVHs and answers contact frames off the main thread.
import { ContactField, type ContactOptions } from './contacts.js';
import { weldVertices } from './weld.js';

export interface ContactInit {
  kind: 'init';
  upper: { positions: Float32Array; indices?: Uint32Array; color: [number, number, number] };
  lower: { positions: Float32Array; indices?: Uint32Array; color: [number, number, number] };
  options?: ContactOptions;
}
export interface ContactRequest {
  kind: 'frame';
  seq: number;
  pose: number[];
  reset: boolean;
}

const scope = globalThis as unknown as {
  onmessage: ((e: MessageEvent<ContactInit | ContactRequest>) => void) | null;
  postMessage(msg: unknown, transfer?: Transferable[]): void;
};

let field: ContactField | null = null;

scope.onmessage = (e) => {
  const msg = e.data;
  try {
    if (msg.kind === 'init') {
      const started = performance.now();
      const upper = weldVertices(msg.upper.positions, msg.upper.indices);
      const lower = weldVertices(msg.lower.positions, msg.lower.indices);
      field = new ContactField(upper, lower, { upper: msg.upper.color, lower: msg.lower.color }, msg.options);
      const copies = [upper.positions.slice(), upper.indices.slice(), lower.positions.slice(), lower.indices.slice()];
      scope.postMessage(
        {
          kind: 'ready',
          upper: { positions: copies[0], indices: copies[1], candidates: field.upper.candidates.length },
          lower: { positions: copies[2], indices: copies[3], candidates: field.lower.candidates.length },
          setupMs: performance.now() - started,
        },
        copies.map((a) => a!.buffer as ArrayBuffer),
      );
      return;
    }
    if (!field) throw new Error('contact worker not initialised');
    if (msg.reset) field.reset();
    const started = performance.now();
    const frame = field.compute(msg.pose);
    const upperColors = frame.upperColors.slice();
    const lowerColors = frame.lowerColors.slice();
    scope.postMessage(
      { kind: 'frame', seq: msg.seq, ...frame, upperColors, lowerColors, computeMs: performance.now() - started },
      [upperColors.buffer, lowerColors.buffer],
    );
  } catch (err) {
    scope.postMessage({ kind: 'error', message: (err as Error).message ?? String(err) });
  }
};
