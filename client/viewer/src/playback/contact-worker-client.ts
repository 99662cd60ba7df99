import type { ContactFrame, ContactOptions } from './contacts.js';
import type { ContactInit, ContactRequest } from './contacts.worker.js';

/** A contact frame as it comes back from the worker, with the pose it was computed for. */
export interface ContactResult extends ContactFrame {
  seq: number;
  computeMs: number;
}

export interface ContactMeshes {
  upper: { positions: Float32Array; indices: Uint32Array; candidates: number };
  lower: { positions: Float32Array; indices: Uint32Array; candidates: number };
  setupMs: number;
}

/**
 * The main-thread side of the contact worker. At most one pose is in flight; while it computes, only
 * the newest requested pose is kept, so a slow frame never queues stale work behind it.
 */
export class ContactWorkerClient {
  private readonly worker = new Worker(new URL('./contacts.worker.js', import.meta.url), { type: 'module' });
  private busy = false;
  private pending: ContactRequest | null = null;
  private seq = 0;
  private disposed = false;
  private readyResolve: ((m: ContactMeshes) => void) | null = null;
  private readyReject: ((e: Error) => void) | null = null;

  constructor(private readonly onFrame: (result: ContactResult) => void) {
    this.worker.onmessage = (e: MessageEvent<{ kind: string } & Record<string, unknown>>) => {
      const msg = e.data;
      if (msg.kind === 'ready') {
        this.readyResolve?.(msg as unknown as ContactMeshes);
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

  /** Sends both scans (positions in the upper-scan frame; copied) and resolves with their welded meshes. */
  init(
    upper: { positions: Float32Array; indices?: Uint32Array; color: [number, number, number] },
    lower: { positions: Float32Array; indices?: Uint32Array; color: [number, number, number] },
    options?: ContactOptions,
  ): Promise<ContactMeshes> {
    const msg: ContactInit = { kind: 'init', upper, lower, options };
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
