import { describe, expect, it } from 'vitest';
import { IdleCompactor } from './idle-memory.js';

describe('idle memory compaction', () => {
  it('collects once after an idle period, and again only after new activity', () => {
    let clock = 0;
    let collections = 0;
    const compactor = new IdleCompactor(
      () => collections++,
      10_000,
      () => clock,
    );
    clock = 9_999;
    expect(compactor.tick()).toBe(false);
    clock = 10_000;
    expect(compactor.tick()).toBe(true);
    clock = 60_000;
    expect(compactor.tick()).toBe(false);
    expect(collections).toBe(1);
    compactor.activity();
    clock = 65_000;
    expect(compactor.tick()).toBe(false);
    clock = 70_000;
    expect(compactor.tick()).toBe(true);
    expect(collections).toBe(2);
  });

  it('does not collect while requests keep coming', () => {
    let clock = 0;
    let collections = 0;
    const compactor = new IdleCompactor(
      () => collections++,
      10_000,
      () => clock,
    );
    for (clock = 0; clock < 120_000; clock += 2_500) {
      compactor.activity();
      compactor.tick();
    }
    expect(collections).toBe(0);
  });
});
