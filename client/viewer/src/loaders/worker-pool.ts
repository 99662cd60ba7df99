import { VIEWER } from '../constants.js';
import { ImporterError, ImporterErrorCode } from '../errors.js';

interface Pending {
  resolve(v: unknown): void;
  reject(e: unknown): void;
}
interface Slot {
  worker: Worker;
  busy: number;
}

/**
 * A fixed pool of module workers (4, the seeds' Draco pool size) running parse.worker.js.
 * Jobs go to the least busy worker; results come back with transferred buffers.
 */
export class ParseWorkerPool {
  private slots: Slot[] = [];
  private pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly size: number = VIEWER.dracoWorkers) {}

  /** True where module workers exist (browsers); Node tests parse synchronously instead. */
  static available(): boolean {
    return typeof Worker !== 'undefined' && typeof window !== 'undefined';
  }

  private slot(): Slot {
    if (this.slots.length < this.size) {
      const worker = new Worker(new URL('./parse.worker.js', import.meta.url), { type: 'module' });
      const slot: Slot = { worker, busy: 0 };
      worker.onmessage = (
        e: MessageEvent<{ id: number; ok: boolean; result?: unknown; error?: { message: string; code?: number } }>,
      ) => {
        slot.busy--;
        const p = this.pending.get(e.data.id);
        this.pending.delete(e.data.id);
        if (!p) return;
        if (e.data.ok) p.resolve(e.data.result);
        else
          p.reject(
            new ImporterError(
              e.data.error?.code ?? ImporterErrorCode.ImportFailed,
              e.data.error?.message ?? 'worker failed',
            ),
          );
      };
      worker.onerror = (e) => {
        console.error(e.message);
      };
      this.slots.push(slot);
      return slot;
    }
    return this.slots.reduce((a, b) => (b.busy < a.busy ? b : a));
  }

  /** Runs one job; buffers listed in transfer move to the worker. */
  run<T>(job: Record<string, unknown>, transfer: Transferable[] = []): Promise<T> {
    const id = this.nextId++;
    const slot = this.slot();
    slot.busy++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      slot.worker.postMessage({ ...job, id }, transfer);
    });
  }

  /** Terminates every worker; pending jobs are rejected. */
  dispose(): void {
    for (const s of this.slots) s.worker.terminate();
    this.slots = [];
    for (const p of this.pending.values()) p.reject(new Error('worker pool disposed'));
    this.pending.clear();
  }
}

let shared: ParseWorkerPool | undefined;

/** The module-level pool shared by every viewer on the page. */
export function sharedParsePool(): ParseWorkerPool {
  shared ??= new ParseWorkerPool();
  return shared;
}
