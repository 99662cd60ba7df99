import type { ErrorKey } from './errors.js';
import { degenerateTriangles, edgeDefects, meshBounds, meshVolume, type IndexedTriangles } from './mesh/closed-mesh.js';

/** Crown design (product type 4) is offered on the first molars only (seed: "tooth position 6"). */
export const CROWN_TEETH = [16, 26, 36, 46] as const;

export type CrownParameterName = 'cementGapMm' | 'minimalThicknessMm' | 'marginWidthMm';

/** The Parameters Setting fields: default, accepted range and input step, mm. */
export const CROWN_PARAMETERS: Record<CrownParameterName, { default: number; min: number; max: number; step: number }> =
  {
    cementGapMm: { default: 0.05, min: 0, max: 0.3, step: 0.01 },
    minimalThicknessMm: { default: 0.5, min: 0.2, max: 2, step: 0.05 },
    marginWidthMm: { default: 0.5, min: 0, max: 2, step: 0.05 },
  };

/**
 * Jaw Position: how far the opposing scan may be moved from the scans' occlusion (each coordinate, mm),
 * and the step of the bite-opening control (along the insertion axis).
 */
export const CROWN_JAW_SHIFT = { maxMm: 3, stepMm: 0.05 } as const;

/**
 * What a finished crown must be before it is recorded: triangles no thinner than 0.1 µm (a float32
 * coordinate near 50 mm resolves about 4 nm, a mill about 10 µm, so only collapsed or collinear
 * triangles fall below), and 3-20 mm along each axis of the scan frame. A first molar crown measures
 * about 10-11.5 mm mesiodistally and buccolingually and 5-8 mm occluso-cervically; turned in any
 * way its box stays within about 5-18 mm. Below 3 mm it is a fragment or in the wrong unit (cm,
 * inches); above 20 mm it carries more than one tooth or part of the arch.
 */
export const CROWN_SOLID = { minTriangleHeightMm: 1e-4, minExtentMm: 3, maxExtentMm: 20 } as const;

/** The verdict on a finished crown: its volume and extent, or the catalogue entry (with values) saying why not. */
export type CrownSolidVerdict =
  | { ok: true; volumeMm3: number; extentMm: [number, number, number] }
  | { ok: false; reason: ErrorKey; values: Record<string, string | number> };

const oneDecimal = (x: number) => Number(x.toFixed(1));

/**
 * Checks that a welded indexed mesh is a manufacturable crown: it has triangles, none degenerate,
 * every edge shared by exactly two triangles of opposite winding (closed, 2-manifold, consistently
 * oriented), a positive enclosed volume (normals outward) and a molar's size. The first failure is
 * the reason; the browser checks before uploading, the server before recording.
 */
export function checkCrownSolid(mesh: IndexedTriangles & { indices: ArrayLike<number> }): CrownSolidVerdict {
  let finite = true;
  for (let i = 0; i < mesh.positions.length && finite; i++) finite = Number.isFinite(mesh.positions[i]);
  if (mesh.indices.length === 0 || !finite) return { ok: false, reason: 'CrownMeshUnreadable', values: {} };
  const degenerate = degenerateTriangles(mesh, CROWN_SOLID.minTriangleHeightMm);
  if (degenerate > 0)
    return {
      ok: false,
      reason: 'CrownMeshDegenerate',
      values: { count: degenerate, min: CROWN_SOLID.minTriangleHeightMm },
    };
  const defects = edgeDefects(mesh.indices);
  if (defects.open + defects.nonManifold + defects.misoriented > 0)
    return { ok: false, reason: 'CrownMeshNotClosed', values: { ...defects } };
  const volumeMm3 = meshVolume(mesh);
  if (!(volumeMm3 > 0)) return { ok: false, reason: 'CrownMeshInsideOut', values: {} };
  const { min, max } = meshBounds(mesh);
  const extentMm = [0, 1, 2].map((k) => max[k]! - min[k]!) as [number, number, number];
  if (extentMm.some((e) => e < CROWN_SOLID.minExtentMm || e > CROWN_SOLID.maxExtentMm))
    return {
      ok: false,
      reason: 'CrownMeshSize',
      values: {
        x: oneDecimal(extentMm[0]),
        y: oneDecimal(extentMm[1]),
        z: oneDecimal(extentMm[2]),
        min: CROWN_SOLID.minExtentMm,
        max: CROWN_SOLID.maxExtentMm,
      },
    };
  return { ok: true, volumeMm3, extentMm };
}
