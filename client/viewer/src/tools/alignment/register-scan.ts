import { MESSAGES } from '../../errors.js';
import { VIEWER } from '../../constants.js';
import { icp, type IcpResult } from './icp.js';
import { applyRigid, kabsch, rigidToMatrix4Array, rms, type Rigid } from './kabsch.js';
import { KdTree } from './kdtree.js';

/**
 * Scan to CT registration: a scan holds the crowns, the gums and the palate, the CT's tooth surface
 * the crowns and roots. After the 4-point fit, ICP pairs only scan points near the CT's teeth, the
 * reach narrowing in stages (`pairLimitsMm`), so the gums and palate (nothing to pair with, or only the
 * roots beneath them) do not pull the fit.
 */
export const SCAN_TO_CT = { samples: 8000, pairLimitsMm: [1.5, 0.5], maxIterations: 30 } as const;

export interface ScanRegistrationResult {
  /** Column-major 4x4 moving the scan (as given) onto the CT. */
  matrix: number[];
  transform: Rigid;
  /** RMS of the 4 marked pairs after the point fit, mm. */
  markRms: number;
  /** RMS distance of the paired scan points to the CT's tooth surface after ICP, mm. */
  rms: number;
  /** Share of the sampled scan points paired with the CT's teeth (the scan's crowns, roughly). */
  coverage: number;
  iterations: number;
}

/**
 * Registers scan vertices onto the CT's tooth surface (its vertices and unit normals, in one frame) from 4
 * marked pairs, refined by trimmed point-to-plane ICP.
 */
export function registerScanToCt(
  scanVertices: ArrayLike<number>,
  ct: { positions: ArrayLike<number>; normals: ArrayLike<number> },
  scanMarks: [number, number, number][],
  ctMarks: [number, number, number][],
): ScanRegistrationResult {
  if (scanMarks.length !== VIEWER.alignmentPoints || ctMarks.length !== VIEWER.alignmentPoints)
    throw new Error(MESSAGES.alignmentPoints);
  const s = scanMarks.flat(),
    d = ctMarks.flat();
  const initial = kabsch(s, d);
  const markRms = rms(applyRigid(initial, s), d);
  const tree = new KdTree(ct.positions);
  let refined: IcpResult = { transform: initial, rms: markRms, iterations: 0, pairs: 0 };
  for (const limit of SCAN_TO_CT.pairLimitsMm)
    refined = icp(scanVertices, tree, refined.transform, {
      samples: SCAN_TO_CT.samples,
      maxPairDistance: limit,
      maxIterations: SCAN_TO_CT.maxIterations,
      targetNormals: ct.normals,
    });
  if (!Number.isFinite(refined.rms) || refined.pairs < 3) throw new Error(MESSAGES.alignmentFailed);
  return {
    matrix: rigidToMatrix4Array(refined.transform),
    transform: refined.transform,
    markRms,
    rms: refined.rms,
    coverage: refined.pairs / Math.min(scanVertices.length / 3, SCAN_TO_CT.samples),
    iterations: refined.iterations,
  };
}
