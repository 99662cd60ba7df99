import { VersionWatcher, type AssetKind, type VersionManifest } from './version-watcher';

/** The meta tag the build writes into index.html with the hash of its version.json. */
export const VERSION_META = 'app-version';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

async function fetchManifest(): Promise<VersionManifest | null> {
  try {
    // The timestamp parameter and no-store keep every cache out of the way.
    const response = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<VersionManifest>;
    return typeof body.hash === 'string' && Array.isArray(body.assets) ? (body as VersionManifest) : null;
  } catch {
    return null;
  }
}

async function exists(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { method: 'HEAD', cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

function preload(url: string, kind: AssetKind): void {
  const link = document.createElement('link');
  link.rel = kind === 'script' ? 'modulepreload' : 'preload';
  if (kind !== 'script') link.as = kind;
  if (kind !== 'style') link.crossOrigin = 'anonymous';
  link.href = url;
  document.head.appendChild(link);
}

/**
 * Starts the version check of a built app (the dev server has no manifest and no meta tag).
 * Returns the watcher so the e2e hook and tests can drive it.
 */
export function startVersionWatcher(): VersionWatcher | null {
  const currentHash = document.querySelector<HTMLMetaElement>(`meta[name="${VERSION_META}"]`)?.content;
  if (!currentHash) return null;
  const watcher = new VersionWatcher({
    currentHash,
    fetchManifest,
    exists,
    preload,
    reload: () => window.location.reload(),
    now: () => Date.now(),
  });
  for (const event of ACTIVITY_EVENTS)
    window.addEventListener(event, () => watcher.activity(), { passive: true, capture: true });
  watcher.start();
  // A tab coming back after a long sleep checks at once rather than waiting for the next interval.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void watcher.check();
  });
  return watcher;
}
