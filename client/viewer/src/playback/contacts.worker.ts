// Module worker: welds the two scans, builds the other jaw's BVH and measures one jaw's contacts per pose
// off the main thread (the player runs one worker per jaw); after it is ready, its jaw's coarser
// drawing levels.
import { ContactField, type ContactOptions, type Jaw } from './contacts.js';
import { detailLevels } from './levels.js';
import { weldVertices } from './weld.js';

export interface ContactInit {
  kind: 'init';
  upper: { positions: Float32Array; indices?: Uint32Array; color: [number, number, number] };
  lower: { positions: Float32Array; indices?: Uint32Array; color: [number, number, number] };
  /** The jaw this worker measures; its welded mesh is sent back. */
  side: Jaw;
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

/** Posts the jaw's drawing levels; a failure only leaves the jaw drawn in full. */
async function postLevels(positions: Float32Array, indices: Uint32Array, occlusal: Uint32Array): Promise<void> {
  try {
    const started = performance.now();
    const levels = await detailLevels(positions, indices, occlusal);
    scope.postMessage(
      { kind: 'levels', levels, setupMs: performance.now() - started },
      levels.map((l) => l.indices.buffer),
    );
  } catch (err) {
    console.warn('detail levels failed', err);
  }
}

scope.onmessage = (e) => {
  const msg = e.data;
  try {
    if (msg.kind === 'init') {
      const started = performance.now();
      const upper = weldVertices(msg.upper.positions, msg.upper.indices);
      const lower = weldVertices(msg.lower.positions, msg.lower.indices);
      const colors = { upper: msg.upper.color, lower: msg.lower.color };
      field = new ContactField(upper, lower, colors, msg.options, [msg.side]);
      const own = msg.side === 'upper' ? upper : lower;
      const positions = own.positions.slice();
      const indices = own.indices.slice();
      scope.postMessage(
        {
          kind: 'ready',
          positions,
          indices,
          candidates: field[msg.side]!.candidates.length,
          setupMs: performance.now() - started,
        },
        [positions.buffer, indices.buffer],
      );
      void postLevels(own.positions, own.indices, field[msg.side]!.candidates);
      return;
    }
    if (!field) throw new Error('contact worker not initialised');
    if (msg.reset) field.reset();
    const started = performance.now();
    const frame = field.compute(msg.pose);
    const colors = (frame.upperColors ?? frame.lowerColors)!.slice();
    scope.postMessage(
      {
        kind: 'frame',
        seq: msg.seq,
        colors,
        contacts: frame.upperContacts + frame.lowerContacts,
        minDistanceMm: frame.minDistanceMm,
        queries: frame.queries,
        computeMs: performance.now() - started,
      },
      [colors.buffer],
    );
  } catch (err) {
    scope.postMessage({ kind: 'error', message: (err as Error).message ?? String(err) });
  }
};
