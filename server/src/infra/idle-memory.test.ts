import { describe, expect, it } from 'vitest';
import { IdleCompactor } from './idle-memory.js';

/** A compactor on a hand-set clock, counting its collections. */
function onClock() {
  const state = { clock: 0, collections: 0 };
  const compactor = new IdleCompactor(
    () => state.collections++,
    10_000,
    () => state.clock,
  );
  return { state, compactor };
}

describe('idle memory compaction', () => {
  it('collects once after an idle period, and again only after new activity', () => {
    const { state, compactor } = onClock();
    state.clock = 9_999;
    expect(compactor.tick()).toBe(false);
    state.clock = 10_000;
    expect(compactor.tick()).toBe(true);
    state.clock = 60_000;
    expect(compactor.tick()).toBe(false);
    expect(state.collections).toBe(1);
    compactor.activity();
    state.clock = 65_000;
    expect(compactor.tick()).toBe(false);
    state.clock = 70_000;
    expect(compactor.tick()).toBe(true);
    expect(state.collections).toBe(2);
  });

  it('does not collect while requests keep coming', () => {
    const { state, compactor } = onClock();
    for (state.clock = 0; state.clock < 120_000; state.clock += 2_500) {
      compactor.activity();
      compactor.tick();
    }
    expect(state.collections).toBe(0);
  });
});
