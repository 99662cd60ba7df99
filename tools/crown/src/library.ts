import { crownHeight, crownShape, dentalArches, phantomParams, placementOf, type CrownShape } from '@odontia/phantom';

/**
 * A library crown: the phantom's mean-adult crown of the tooth, in its own crown coordinates (m
 * mesial, b buccal, mm from the crown centre), height relative to its cusp-tip level.
 */
export interface LibraryTooth {
  fdi: number;
  /** Mesiodistal and buccolingual half widths, mm. */
  halfMesiodistal: number;
  halfBuccolingual: number;
  exponent: number;
  /** Occlusal relief at (m, b) inside the outline (0 at the cusp-tip level, negative below); -Infinity outside. */
  relief(m: number, b: number): number;
}

const cache = new Map<number, LibraryTooth>();

export function libraryTooth(fdi: number): LibraryTooth {
  const found = cache.get(fdi);
  if (found) return found;
  const placement = placementOf(dentalArches(phantomParams()), fdi);
  const k: CrownShape = crownShape(placement, placement.tooth.jaw, 1.4);
  const tooth: LibraryTooth = {
    fdi,
    halfMesiodistal: k.a,
    halfBuccolingual: k.c,
    exponent: k.exponent,
    relief: (m, b) => crownHeight(k, k.cx + m * k.mx + b * k.fx, k.cz + m * k.mz + b * k.fz) - k.yc,
  };
  cache.set(fdi, tooth);
  return tooth;
}

/** Superellipse radius of a crown-coordinate point: 1 on the library outline, less inside. */
export function outlineRho(t: LibraryTooth, m: number, b: number): number {
  return (
    ((Math.abs(m) / t.halfMesiodistal) ** t.exponent + (Math.abs(b) / t.halfBuccolingual) ** t.exponent) **
    (1 / t.exponent)
  );
}
