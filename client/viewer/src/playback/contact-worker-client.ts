import type { ContactOptions, Jaw } from './contacts.js';
import type { ContactInit, ContactRequest } from './contacts.worker.js';
import type { DetailLevel } from './levels.js';

/** One jaw's contacts as they come back from its worker, with the request they answer. */
export interface ContactResult {
  seq: number;
  /** rgb per welded vertex of the jaw. */
  colors: Uint8Array;
  /** Vertices closer than 0.1 mm. */
  contacts: number;
  minDistanceMm: number;
  queries: number;
  computeMs: number;
}

/** The jaw's welded mesh (the colours are per vertex of it) and its occlusal vertex count. */
export interface ContactMesh {
  positions: Float32Array;
  indices: Uint32Array;
  candidates: number;
  setupMs: number;
}

type Scan = { positions: Float32Array; indices?: Uint32Array; color: [number, number, number] };

/**
 * The main-thread side of one jaw's contact worker. At most one pose is in flight; while it computes, only
 * the newest requested pose is kept, so a slow frame never queues stale work behind it.
 */
export class ContactWorkerClient {
  private readonly worker = new Worker(new URL('./contacts.worker.js', import.meta.url), { type: 'module' });
  private busy = false;
  private pending: ContactRequest | null = null;
  private seq = 0;
  private disposed = false;
  private readyResolve: ((m: ContactMesh) => void) | null = null;
  private readyReject: ((e: Error) => void) | null = null;

  constructor(
    private readonly onFrame: (result: ContactResult) => void,
    private readonly onLevels: (levels: DetailLevel[]) => void,
  ) {
    this.worker.onmessage = (e: MessageEvent<{ kind: string } & Record<string, unknown>>) => {
      const msg = e.data;
      if (msg.kind === 'ready') {
        this.readyResolve?.(msg as unknown as ContactMesh);
        return;
      }
      if (msg.kind === 'levels') {
        if (!this.disposed) this.onLevels(msg.levels as DetailLevel[]);
        return;
      }
      if (msg.kind === 'error') {
        this.readyReject?.(new Error(String(msg.message)));
        console.error(msg.message);
        this.busy = false;
        return;
      }
      this.busy = false;
      if (!this.disposed) this.onFrame(msg as unknown as ContactResult);
      this.flush();
    };
  }

  /** Sends both scans (positions in the upper-scan frame; copied) and resolves with the jaw's welded mesh. */
  init(upper: Scan, lower: Scan, side: Jaw, options?: ContactOptions): Promise<ContactMesh> {
    const msg: ContactInit = { kind: 'init', upper, lower, side, options };
    return new Promise((resolve, reject) => {
      this.readyResolve = resolve;
      this.readyReject = reject;
      this.worker.postMessage(msg);
    });
  }

  /** Asks for the contacts at a pose; replaces any pose not yet started. `reset` after a jump. */
  request(pose: ArrayLike<number>, reset = false): number {
    const seq = ++this.seq;
    this.pending = { kind: 'frame', seq, pose: Array.from(pose), reset: reset || (this.pending?.reset ?? false) };
    this.flush();
    return seq;
  }

  private flush(): void {
    if (this.busy || !this.pending || this.disposed) return;
    this.busy = true;
    this.worker.postMessage(this.pending);
    this.pending = null;
  }

  dispose(): void {
    this.disposed = true;
    this.worker.terminate();
  }
}
