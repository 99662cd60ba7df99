import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assetKind, VersionWatcher, type VersionManifest, type WatcherDeps } from './version-watcher';

const manifest = (hash: string): VersionManifest => ({
  hash,
  assets: [
    { name: `assets/index-${hash}.js`, originalName: 'index.html' },
    { name: `assets/index-${hash}.css`, originalName: 'index.css' },
    { name: 'assets/inter-abc.woff2', originalName: 'inter.woff2' },
    { name: 'assets/logo-abc.png', originalName: 'logo.png' },
  ],
});

function setup(served: VersionManifest | null, missing: string[] = []) {
  const deps = {
    currentHash: 'old',
    fetchManifest: vi.fn(async () => served),
    exists: vi.fn(async (url: string) => !missing.some((name) => url.includes(name))),
    preload: vi.fn(),
    reload: vi.fn(),
    now: () => Date.now(),
  } satisfies WatcherDeps;
  return { deps, watcher: new VersionWatcher(deps) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('VersionWatcher', () => {
  it('checks every 300,000 ms and does nothing while the hash is unchanged', async () => {
    const { deps, watcher } = setup(manifest('old'));
    watcher.start();
    await vi.advanceTimersByTimeAsync(299_999);
    expect(deps.fetchManifest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.fetchManifest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(deps.fetchManifest).toHaveBeenCalledTimes(2);
    expect(deps.exists).not.toHaveBeenCalled();
    expect(deps.reload).not.toHaveBeenCalled();
    watcher.stop();
  });

  it('verifies the new js, css and font assets with HEAD, preloads them and reloads at once when already idle', async () => {
    const { deps, watcher } = setup(manifest('new'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(await watcher.check()).toBe('ready');
    expect(deps.exists.mock.calls.map(([url]) => url)).toEqual([
      '/assets/index-new.js?v=new',
      '/assets/index-new.css?v=new',
      '/assets/inter-abc.woff2?v=new',
    ]);
    expect(deps.preload.mock.calls).toEqual([
      ['/assets/index-new.js?v=new', 'script'],
      ['/assets/index-new.css?v=new', 'style'],
      ['/assets/inter-abc.woff2?v=new', 'font'],
    ]);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('aborts the update when any asset is missing, and tries again at the next check', async () => {
    const { deps, watcher } = setup(manifest('new'), ['index-new.css']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await watcher.check()).toBe('missing-asset');
    expect(deps.preload).not.toHaveBeenCalled();
    expect(deps.reload).not.toHaveBeenCalled();
    expect(watcher.pending).toBeNull();
  });

  it('waits until the user has been idle for 3 s, restarting on every activity', async () => {
    const { deps, watcher } = setup(manifest('new'));
    watcher.activity();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await watcher.check()).toBe('ready');
    expect(deps.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1500);
    watcher.activity();
    await vi.advanceTimersByTimeAsync(2999);
    expect(deps.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(await watcher.check()).toBe('already-pending');
  });

  it('ignores an unreachable manifest', async () => {
    const { deps, watcher } = setup(null);
    expect(await watcher.check()).toBe('unreachable');
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('classifies asset kinds', () => {
    expect(['a.js', 'b.CSS', 'c.woff2', 'd.ttf', 'e.png', 'f.svg'].map(assetKind)).toEqual([
      'script',
      'style',
      'font',
      'font',
      null,
      null,
    ]);
  });
});
