import { IDLE_THRESHOLD_MS, VERSION_CHECK_MS } from '@odontia/shared';

/** `version.json` as the build writes it (see client/app/vite-plugin-version.ts). */
export interface VersionManifest {
  hash: string;
  assets: { name: string; originalName: string }[];
}

export interface WatcherDeps {
  /** The hash of the running build. */
  currentHash: string;
  /** GET /version.json with a no-cache timestamp parameter; null when unreachable or malformed. */
  fetchManifest(): Promise<VersionManifest | null>;
  /** HEAD on an asset of the new build: true when it exists. */
  exists(url: string): Promise<boolean>;
  preload(url: string, kind: AssetKind): void;
  reload(): void;
  now(): number;
}

export type AssetKind = 'script' | 'style' | 'font';

export type CheckOutcome = 'unchanged' | 'unreachable' | 'missing-asset' | 'ready' | 'already-pending';

/** The assets an update needs before it is applied: scripts, styles and fonts. */
export function assetKind(name: string): AssetKind | null {
  const path = name.split('?')[0]!.toLowerCase();
  if (path.endsWith('.js') || path.endsWith('.mjs')) return 'script';
  if (path.endsWith('.css')) return 'style';
  if (/\.(woff2?|ttf|otf|eot)$/.test(path)) return 'font';
  return null;
}

/** An asset's URL with the version hash parameter of the HEAD check. */
export const assetUrl = (name: string, hash: string): string =>
  `/${name.replace(/^\/+/, '')}?v=${encodeURIComponent(hash)}`;

/**
 * Seed 001 section 4: every 300,000 ms the manifest is fetched; a new hash has its js, css and
 * font assets verified with HEAD (any missing aborts this round), then preloaded; the page reloads
 * once the user has been idle for 3 s, at once if already idle.
 */
export class VersionWatcher {
  private lastActivity: number;
  private pendingHash: string | null = null;
  private checkTimer: ReturnType<typeof setInterval> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private checking = false;

  constructor(
    private readonly deps: WatcherDeps,
    private readonly intervalMs = VERSION_CHECK_MS,
    private readonly idleMs = IDLE_THRESHOLD_MS,
  ) {
    this.lastActivity = deps.now();
  }

  start(): void {
    if (this.checkTimer) return;
    this.checkTimer = setInterval(() => void this.check(), this.intervalMs);
  }

  stop(): void {
    if (this.checkTimer) clearInterval(this.checkTimer);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.checkTimer = null;
    this.idleTimer = null;
  }

  /** Any user input: the idle clock restarts. */
  activity(): void {
    this.lastActivity = this.deps.now();
  }

  get pending(): string | null {
    return this.pendingHash;
  }

  async check(): Promise<CheckOutcome> {
    if (this.pendingHash) return 'already-pending';
    if (this.checking) return 'unchanged';
    this.checking = true;
    try {
      const manifest = await this.deps.fetchManifest();
      if (!manifest) return 'unreachable';
      if (manifest.hash === this.deps.currentHash) return 'unchanged';
      const needed = manifest.assets
        .map((asset) => ({ url: assetUrl(asset.name, manifest.hash), kind: assetKind(asset.name) }))
        .filter((asset): asset is { url: string; kind: AssetKind } => asset.kind !== null);
      const found = await Promise.all(needed.map((asset) => this.deps.exists(asset.url).catch(() => false)));
      if (found.includes(false)) return 'missing-asset';
      for (const asset of needed) this.deps.preload(asset.url, asset.kind);
      this.pendingHash = manifest.hash;
      this.applyWhenIdle();
      return 'ready';
    } finally {
      this.checking = false;
    }
  }

  private applyWhenIdle(): void {
    const idleFor = this.deps.now() - this.lastActivity;
    if (idleFor >= this.idleMs) {
      this.stop();
      this.deps.reload();
      return;
    }
    this.idleTimer = setTimeout(() => this.applyWhenIdle(), this.idleMs - idleFor);
  }
}
