/**
 * How a case's CT series is stored so that replacing it never leaves a half-written series to read: each upload
 * writes a new generation folder `ct/<stamp>-<count>/` holding exactly <count> slices; the reader takes the newest
 * complete generation (an interrupted upload has fewer objects and is ignored), else slices stored directly
 * under `ct/` (series of earlier versions). Older generations are removed once a newer one is complete. The
 * browser's upload and the demo seed write this way.
 */

/** A generation's folder name: a sortable time stamp and how many slices it holds when complete. */
export function generationName(now: number, count: number): string {
  return `${now.toString(36).padStart(10, '0')}-${count}`;
}

export interface CaseCtKeys {
  /** The slices to read, in key order; empty when the case has no complete series. */
  slices: string[];
  /** Folders of every other generation (older or incomplete), to delete whole. */
  staleFolders: string[];
  /** Slices stored directly under `ct/` once a generation is read, to delete one by one. */
  staleKeys: string[];
}

const GENERATION = /^([0-9a-z]{10})-(\d+)\/[^/]+$/;

/** The series to read from a listing of the case's `ct/` folder, and what is left over. */
export function caseCtKeys(folder: string, keys: readonly string[]): CaseCtKeys {
  const direct: string[] = [];
  const generations = new Map<string, { count: number; keys: string[] }>();
  for (const key of keys) {
    if (!key.startsWith(folder) || key.endsWith('/')) continue;
    const rest = key.slice(folder.length);
    if (!rest.includes('/')) {
      direct.push(key);
      continue;
    }
    const match = GENERATION.exec(rest);
    if (!match) continue;
    const name = `${match[1]}-${match[2]}`;
    const generation = generations.get(name) ?? { count: Number(match[2]), keys: [] };
    generation.keys.push(key);
    generations.set(name, generation);
  }
  const newestComplete = [...generations.entries()]
    .filter(([, g]) => g.keys.length === g.count)
    .sort(([a], [b]) => (a < b ? 1 : -1))[0]?.[0];
  const staleFolders = [...generations.keys()]
    .filter((name) => name !== newestComplete)
    .map((name) => `${folder}${name}/`);
  if (!newestComplete) return { slices: direct.sort(), staleFolders, staleKeys: [] };
  return { slices: generations.get(newestComplete)!.keys.sort(), staleFolders, staleKeys: direct };
}
