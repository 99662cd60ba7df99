/**
 * How a case's CT series is stored so that replacing it never leaves a half-written series to read: each upload
 * writes a new generation folder `ct/<stamp>-<count>/` holding exactly <count> slices; the reader takes the newest
 * complete generation (an interrupted upload has fewer objects and is ignored), else the slices stored directly
 * under `ct/` (the demo seed's series). Older generations are removed once a newer one is complete.
 */

/** A generation's folder name: a sortable time stamp and how many slices it holds when complete. */
export function generationName(now: number, count: number): string {
  return `${now.toString(36).padStart(10, '0')}-${count}`;
}

export interface CaseCtKeys {
  /** The slices to read, in key order; empty when the case has no complete series. */
  slices: string[];
  /** Keys of every other series (older or incomplete generations, the seed's slices once replaced). */
  stale: string[];
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
    .sort(([a], [b]) => (a < b ? 1 : -1))[0];
  if (!newestComplete) return { slices: direct.sort(), stale: [...generations.values()].flatMap((g) => g.keys) };
  return {
    slices: newestComplete[1].keys.sort(),
    stale: [
      ...direct,
      ...[...generations.entries()].filter(([n]) => n !== newestComplete[0]).flatMap(([, g]) => g.keys),
    ],
  };
}
