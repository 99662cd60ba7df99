import type { FastifyInstance } from 'fastify';
import { createRequire } from 'node:module';
import { garbageCollector, lastResortCollection } from './garbage-collector.js';

/** No request started or answered, and no other work done, for this long: the server is idle and gives memory back. */
export const IDLE_COMPACTION_MS = 10_000;

/** CPU time between two ticks above which the process counts as busy although no request came (4 % of a core at the server's ticks). */
export const BUSY_CPU_MS_PER_TICK = 100;

const processCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Runs `collect` once per idle period: after `idleMs` without activity, and not again until there has
 * been activity since. Activity is a request, or CPU work without one (a tool's task in the in-process
 * worker, the demo CBCT's upload into the embedded S3): the collection must follow the work that left
 * the garbage. The collection's own CPU time, on any of the process's threads, is not activity.
 */
export class IdleCompactor {
  private lastActivity: number;
  private compacted = false;
  private collecting = false;
  private cpuSeen: number;

  constructor(
    private readonly collect: () => void | Promise<void>,
    private readonly idleMs: number,
    private readonly now: () => number = Date.now,
    private readonly cpuMs: () => number = processCpuMs,
  ) {
    this.lastActivity = now();
    this.cpuSeen = cpuMs();
  }

  activity(): void {
    this.lastActivity = this.now();
    this.compacted = false;
  }

  /** True when it collected. */
  async tick(): Promise<boolean> {
    if (this.collecting) return false;
    const cpu = this.cpuMs();
    if (cpu - this.cpuSeen > BUSY_CPU_MS_PER_TICK) this.activity();
    this.cpuSeen = cpu;
    if (this.compacted || this.now() - this.lastActivity < this.idleMs) return false;
    this.compacted = true;
    this.collecting = true;
    try {
      await this.collect();
    } finally {
      this.collecting = false;
      this.cpuSeen = this.cpuMs();
    }
    return true;
  }
}

/**
 * glibc's `malloc_trim` where the process runs on glibc (through koffi, whose npm package ships its
 * binding), else null. glibc gives a heap's free memory back to the system only from the heap's top, so
 * what a burst of work freed below a block still in use stays resident for good: after the first start's
 * demo CBCT went through the server and its S3 thread, 70-80 MB of free memory inside the heaps of all
 * arenas. `malloc_trim` returns every free page of them.
 */
export function allocatorTrim(): (() => void) | null {
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  if (!report?.header?.glibcVersionRuntime) return null;
  try {
    const koffi = createRequire(import.meta.url)('koffi') as typeof import('koffi');
    const trim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as (pad: number) => number;
    return () => void trim(0);
  } catch {
    return null;
  }
}

/**
 * V8 sizes its young generation for the machine's memory and keeps what it grew under load: on a 24 GiB
 * server about 60 MB of it stays resident at idle, a third of the process. A memory-reducing collection
 * (the one V8 runs before giving up on an allocation) shrinks it back to a page and returns the pages;
 * it takes tens of milliseconds, so it runs only once the server has been idle a while: first in the
 * process's other threads (`compactThreads`), then on this one, then the allocator's trim. Under load
 * the young generation grows again as throughput needs.
 */
export function compactMemoryWhenIdle(
  app: FastifyInstance,
  compactThreads: () => Promise<void>,
  idleMs = IDLE_COMPACTION_MS,
): void {
  const gc = garbageCollector();
  const trim = allocatorTrim();
  const compactor = new IdleCompactor(async () => {
    await compactThreads().catch(() => undefined);
    lastResortCollection(gc);
    trim?.();
  }, idleMs);
  app.addHook('onRequest', async () => compactor.activity());
  app.addHook('onResponse', async () => compactor.activity());
  const timer = setInterval(() => void compactor.tick(), idleMs / 4).unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
