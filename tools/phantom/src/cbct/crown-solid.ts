import { crownCoordinates, crownHeight, type CrownShape } from '../scans/dentition.js';
import { Shape, type Bounds } from './sdf.js';

/** How far the solid reaches below the crown's cervical line into the root, mm. */
const BELOW_CERVICAL_MM = 1.5;
/** Within this height of the occlusal surface the distance is corrected for the surface's slope, mm. */
const SLOPE_BAND_MM = 3;
/** Step of the central differences that give that slope, mm. */
const SLOPE_STEP_MM = 0.05;

/**
 * A scanned crown as a solid: the region under the scan's occlusal height function (`crownHeight`), inside
 * the crown's superellipse outline, down to just below the cervical line. The CBCT's crowns are these,
 * so the CT teeth and the intraoral scans share one surface, as a real patient's do.
 *
 * The distance is first order: the outline's by the gradient of its superellipse radius, the occlusal
 * surface's by its vertical gap over the slope's secant. Exact on the surface, close to it within the few
 * voxels the occupancy ramp and the enamel inset read. `inset` shrinks the solid (the dentin core).
 */
export class CrownSolid extends Shape {
  readonly bounds: Bounds;
  private readonly sign: 1 | -1;
  private readonly bottom: number;
  constructor(
    private readonly crown: CrownShape,
    private readonly inset = 0,
  ) {
    super();
    this.sign = crown.placement.tooth.jaw === 'upper' ? -1 : 1;
    this.bottom = crown.yc - crown.placement.tooth.crownHeightMm - BELOW_CERVICAL_MM;
    const r = Math.hypot(crown.a, crown.c);
    const [y0, y1] = [this.sign * this.bottom, this.sign * (crown.yc + 1)].sort((p, q) => p - q) as [number, number];
    this.bounds = [crown.cx - r, y0, crown.cz - r, crown.cx + r, y1, crown.cz + r];
  }

  sdf(x: number, y: number, z: number): number {
    const k = this.crown;
    const up = this.sign * y;
    const { m, b, rho } = crownCoordinates(k, x, z);
    const side = this.outlineDistance(m, b, rho);
    let top: number;
    if (rho < 1) {
      const h = crownHeight(k, x, z);
      const gap = up - h;
      top = Math.abs(gap) < SLOPE_BAND_MM ? gap / Math.sqrt(1 + this.slope2(x, z, h)) : gap;
    } else top = up - k.yc;
    return Math.max(side, top, this.bottom - up) + this.inset;
  }

  /** Signed distance to the outline in the occlusal plane: (rho - 1) over the gradient of rho. */
  private outlineDistance(m: number, b: number, rho: number): number {
    const k = this.crown;
    if (rho === 0) return -Math.min(k.a, k.c);
    const e = k.exponent;
    const um = Math.abs(m) / k.a,
      ub = Math.abs(b) / k.c;
    const scale = rho ** (1 - e);
    const gm = (scale * um ** (e - 1)) / k.a,
      gb = (scale * ub ** (e - 1)) / k.c;
    return (rho - 1) / Math.sqrt(gm * gm + gb * gb);
  }

  /** Squared slope of the occlusal surface at (x, z); a difference leaving the outline counts as flat. */
  private slope2(x: number, z: number, h: number): number {
    const k = this.crown;
    const d = (dx: number, dz: number) => {
      const v = crownHeight(k, x + dx, z + dz);
      return Number.isFinite(v) ? v : h;
    };
    const sx = (d(SLOPE_STEP_MM, 0) - d(-SLOPE_STEP_MM, 0)) / (2 * SLOPE_STEP_MM);
    const sz = (d(0, SLOPE_STEP_MM) - d(0, -SLOPE_STEP_MM)) / (2 * SLOPE_STEP_MM);
    return sx * sx + sz * sz;
  }
}
