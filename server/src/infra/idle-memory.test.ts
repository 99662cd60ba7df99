import { describe, expect, it } from 'vitest';
import { garbageCollector, lastResortCollection } from './garbage-collector.js';
import { allocatorTrim, BUSY_CPU_MS_PER_TICK, IdleCompactor } from './idle-memory.js';

/** A compactor on hand-set clocks (time and CPU), counting its collections; a collection costs `collectionCpuMs`. */
function onClock(collectionCpuMs = 0) {
  const state = { clock: 0, cpu: 0, collections: 0 };
  const compactor = new IdleCompactor(
    () => {
      state.collections++;
      state.cpu += collectionCpuMs;
    },
    10_000,
    () => state.clock,
    () => state.cpu,
  );
  return { state, compactor };
}

describe('idle memory compaction', () => {
  it('collects once after an idle period, and again only after new activity', async () => {
    const { state, compactor } = onClock();
    state.clock = 9_999;
    expect(await compactor.tick()).toBe(false);
    state.clock = 10_000;
    expect(await compactor.tick()).toBe(true);
    state.clock = 60_000;
    expect(await compactor.tick()).toBe(false);
    expect(state.collections).toBe(1);
    compactor.activity();
    state.clock = 65_000;
    expect(await compactor.tick()).toBe(false);
    state.clock = 70_000;
    expect(await compactor.tick()).toBe(true);
    expect(state.collections).toBe(2);
  });

  it('does not collect while requests keep coming', async () => {
    const { state, compactor } = onClock();
    for (state.clock = 0; state.clock < 120_000; state.clock += 2_500) {
      compactor.activity();
      await compactor.tick();
    }
    expect(state.collections).toBe(0);
  });

  it('counts CPU work without requests as activity, and collects once that work has stopped for the idle period', async () => {
    const { state, compactor } = onClock(300);
    // background work (an upload into the embedded S3) from 5 s to 20 s, ticks every 2.5 s
    for (state.clock = 2_500; state.clock <= 40_000; state.clock += 2_500) {
      if (state.clock > 5_000 && state.clock <= 20_000) state.cpu += BUSY_CPU_MS_PER_TICK + 1;
      else state.cpu += 5;
      if (await compactor.tick()) expect(state.clock).toBe(30_000);
    }
    // its own 300 ms of collection did not count as work: no second collection
    expect(state.collections).toBe(1);
  });

  it("neither collects twice while a collection runs nor counts its threads' CPU as activity", async () => {
    const state = { clock: 0, cpu: 0, collections: 0 };
    const compactor = new IdleCompactor(
      async () => {
        state.collections++;
        await new Promise((resolve) => setTimeout(resolve, 20));
        state.cpu += 500; // the S3 thread's collection, seen in the process's CPU time
      },
      10_000,
      () => state.clock,
      () => state.cpu,
    );
    state.clock = 10_000;
    const collecting = compactor.tick();
    expect(await compactor.tick()).toBe(false);
    expect(await collecting).toBe(true);
    for (state.clock = 12_500; state.clock <= 60_000; state.clock += 2_500) expect(await compactor.tick()).toBe(false);
    expect(state.collections).toBe(1);
  });
});

const onGlibc = !!(process.report.getReport() as { header: { glibcVersionRuntime?: string } }).header
  .glibcVersionRuntime;

describe('allocator trim', () => {
  it.runIf(onGlibc)('gives back the free memory glibc keeps below a block still in use', async () => {
    const trim = allocatorTrim();
    expect(trim).not.toBeNull();
    // 64 KB blocks come from glibc's heap (below its mmap threshold); the last one stays in use
    const inUse = Array.from({ length: 3_000 }, () => Buffer.alloc(64 * 1024, 1)).at(-1)!;
    lastResortCollection(garbageCollector());
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = process.memoryUsage.rss();
    trim!();
    const after = process.memoryUsage.rss();
    expect(before - after).toBeGreaterThan(100 * 2 ** 20);
    expect(inUse.readUInt8(0)).toBe(1);
  });

  it.skipIf(onGlibc)('is not offered where the process does not run on glibc', () => {
    expect(allocatorTrim()).toBeNull();
  });
});
