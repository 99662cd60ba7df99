import { STORAGE_PREFIX } from '../i18n/locale';

/** Browser and OS in a few words, for the `client-info` header. */
export function describeClient(userAgent: string): string {
  const browser =
    /Edg\/([\d.]+)/.exec(userAgent)?.[0] ??
    /Firefox\/([\d.]+)/.exec(userAgent)?.[0] ??
    /Chrom(?:e|ium)\/([\d.]+)/.exec(userAgent)?.[0] ??
    /Version\/([\d.]+).*Safari/.exec(userAgent)?.[0] ??
    'unknown';
  const os =
    /Windows NT [\d.]+|Mac OS X [\d_]+|Android [\d.]+|iPhone OS [\d_]+|Linux/.exec(userAgent)?.[0] ?? 'unknown';
  return `${browser.replace('/', ' ')}; ${os.replace(/_/g, '.')}`;
}

const FINGERPRINT_KEY = `${STORAGE_PREFIX}fp`;

/** A stable id of this browser: kept in storage, else derived from what the browser says about itself. */
function fingerprint(): string {
  try {
    const stored = localStorage.getItem(FINGERPRINT_KEY);
    if (stored) return stored;
    const id = crypto.randomUUID();
    localStorage.setItem(FINGERPRINT_KEY, id);
    return id;
  } catch {
    let hash = 2166136261;
    const source = `${navigator.userAgent}|${navigator.language}|${screen.width}x${screen.height}`;
    for (let i = 0; i < source.length; i += 1) hash = Math.imul(hash ^ source.charCodeAt(i), 16777619);
    return (hash >>> 0).toString(16);
  }
}

let cached: Record<string, string> | null = null;

/** The headers every request carries besides `authorization` (seed 000 section 7). */
export function clientHeaders(): Record<string, string> {
  cached ??= {
    'client-type': 'web',
    'client-info': describeClient(navigator.userAgent),
    'client-fingerprint': fingerprint(),
  };
  return cached;
}
