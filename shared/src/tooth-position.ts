/**
 * FDI tooth positions: quadrants 1-4, teeth 1-8, so 11-18, 21-28, 31-38, 41-48.
 * Strings are comma-separated numbers and ranges ("11-13,21"). A range covers every valid tooth
 * numerically between its ends, so "11-28" is the maxillary arch.
 */
export const ALL_TEETH: readonly number[] = [1, 2, 3, 4].flatMap((q) =>
  [1, 2, 3, 4, 5, 6, 7, 8].map((t) => q * 10 + t),
);

export const MAXILLARY_TEETH: readonly number[] = ALL_TEETH.filter((t) => t < 30);
export const MANDIBULAR_TEETH: readonly number[] = ALL_TEETH.filter((t) => t > 30);

const VALID = new Set(ALL_TEETH);

/** True when `tooth` is an FDI permanent tooth number. */
export const isValidTooth = (tooth: number): boolean => VALID.has(tooth);

export class ToothPositionError extends Error {
  constructor(readonly input: string) {
    super(`Invalid tooth position: ${input}`);
    this.name = 'ToothPositionError';
  }
}

/**
 * Parses a tooth-position string into a sorted list without duplicates.
 * Throws ToothPositionError on anything that is not a valid tooth or range of valid teeth.
 */
export function parseToothPositions(input: string): number[] {
  const trimmed = input.trim();
  if (trimmed === '') return [];
  const teeth = new Set<number>();
  for (const rawPart of trimmed.split(',')) {
    const part = rawPart.trim();
    const match = /^(\d{2})(?:\s*-\s*(\d{2}))?$/.exec(part);
    if (!match) throw new ToothPositionError(input);
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (!isValidTooth(from) || !isValidTooth(to) || to < from) throw new ToothPositionError(input);
    for (const tooth of ALL_TEETH) if (tooth >= from && tooth <= to) teeth.add(tooth);
  }
  return [...teeth].sort((a, b) => a - b);
}

/**
 * Formats teeth as a string, sorted, with runs of neighbouring teeth of one quadrant merged
 * into ranges ("11-13,21"). Throws ToothPositionError on an invalid tooth.
 */
export function formatToothPositions(teeth: readonly number[]): string {
  const sorted = [...new Set(teeth)].sort((a, b) => a - b);
  for (const tooth of sorted) if (!isValidTooth(tooth)) throw new ToothPositionError(String(tooth));
  const parts: string[] = [];
  let start = sorted[0];
  let previous = start;
  const flush = () => {
    if (start === undefined || previous === undefined) return;
    parts.push(start === previous ? String(start) : `${start}-${previous}`);
  };
  for (const tooth of sorted.slice(1)) {
    const sameQuadrant = Math.floor(tooth / 10) === Math.floor((previous ?? 0) / 10);
    if (sameQuadrant && tooth === (previous ?? 0) + 1) {
      previous = tooth;
      continue;
    }
    flush();
    start = tooth;
    previous = tooth;
  }
  flush();
  return parts.join(',');
}

/** Parses then formats: the one normal form of a tooth-position string. */
export const normalizeToothPositions = (input: string): string => formatToothPositions(parseToothPositions(input));
