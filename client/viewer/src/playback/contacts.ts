import { buildBvh } from '../tools/bvh.js';
import { closestDistance, type Closest, type IndexedMesh } from './closest-point.js';
import { CONTACT_RANGE_MM, CONTACT_THRESHOLD_MM, contactColor } from './colormap.js';

/** An indexed jaw surface in its own frame at maximal intercuspation (the upper-scan frame), mm. */
export interface JawSurface {
  positions: Float32Array;
  indices: Uint32Array;
}

export interface ContactOptions {
  /**
   * Vertices farther than this from the other jaw at maximal intercuspation (identity pose) are not
   * occlusal and never measured. 5 mm keeps cusps, fossae and the guiding palatal surfaces.
   */
  occlusalBoundMm: number;
  /** Distances are searched up to this; a farther vertex is skipped until it may have come within range. */
  searchMm: number;
  /** A vertex that moved less than this since its last query keeps that distance (the error is below it). */
  reuseMm: number;
}

export const DEFAULT_CONTACT_OPTIONS: ContactOptions = { occlusalBoundMm: 5, searchMm: 2.5, reuseMm: 0.02 };

export type Jaw = 'upper' | 'lower';

/** Contacts of one pose: per-vertex colours of the measured jaws and what the page reports. */
export interface ContactFrame {
  /** rgb per welded vertex, 0..255: the base colour, or the contact scale within 1 mm (null: jaw not measured here). */
  upperColors: Uint8Array | null;
  lowerColors: Uint8Array | null;
  /** Vertices closer than 0.1 mm on each jaw. */
  upperContacts: number;
  lowerContacts: number;
  /** Smallest distance measured (mm); Infinity when nothing is within the search distance. */
  minDistanceMm: number;
  /** Distance queries this pose needed (the rest were proven out of range without one). */
  queries: number;
}

class JawSide {
  readonly colors: Uint8Array;
  /** Occlusal vertex ids. */
  readonly candidates: Uint32Array;
  /** Per candidate: distance at its last query and where it was then (in the other jaw's frame). */
  private readonly lastDistance: Float32Array;
  private readonly lastPoint: Float32Array;
  private readonly lastTriangle: Int32Array;
  private readonly distance: Float32Array;

  constructor(
    readonly surface: JawSurface,
    private readonly base: readonly [number, number, number],
    private readonly other: IndexedMesh,
    bound: number,
  ) {
    const n = surface.positions.length / 3;
    this.colors = new Uint8Array(n * 3);
    for (let v = 0; v < n; v++) this.colors.set(base, v * 3);
    const found: number[] = [];
    const hit: Closest = { distance: 0, triangle: -1 };
    const p = new Float32Array(3);
    for (let v = 0; v < n; v++) {
      p.set(surface.positions.subarray(v * 3, v * 3 + 3));
      if (Number.isFinite(closestDistance(other, p, bound, hit).distance)) found.push(v);
    }
    this.candidates = Uint32Array.from(found);
    this.lastDistance = new Float32Array(found.length).fill(-Infinity);
    this.lastPoint = new Float32Array(found.length * 3);
    this.lastTriangle = new Int32Array(found.length).fill(-1);
    this.distance = new Float32Array(found.length).fill(Infinity);
  }

  /** Measures the candidates moved by `m` (column-major) against the other jaw; returns [contacts, min, queries]. */
  measure(m: ArrayLike<number>, { searchMm: search, reuseMm }: ContactOptions): [number, number, number] {
    const other = this.other;
    const pos = this.surface.positions;
    const p = new Float32Array(3);
    const hit: Closest = { distance: 0, triangle: -1 };
    let contacts = 0,
      min = Infinity,
      queries = 0;
    for (let k = 0; k < this.candidates.length; k++) {
      const v = this.candidates[k]! * 3;
      const x = pos[v]!,
        y = pos[v + 1]!,
        z = pos[v + 2]!;
      p[0] = m[0]! * x + m[4]! * y + m[8]! * z + m[12]!;
      p[1] = m[1]! * x + m[5]! * y + m[9]! * z + m[13]!;
      p[2] = m[2]! * x + m[6]! * y + m[10]! * z + m[14]!;
      const moved = Math.hypot(
        p[0] - this.lastPoint[k * 3]!,
        p[1] - this.lastPoint[k * 3 + 1]!,
        p[2] - this.lastPoint[k * 3 + 2]!,
      );
      // triangle inequality: the surface is still at least last - moved away (beyond the colour range),
      // or within reuseMm of the last measured distance
      const last = this.lastDistance[k]!;
      if (last - moved >= CONTACT_RANGE_MM || (last >= 0 && moved < reuseMm)) continue;
      queries++;
      const d = closestDistance(other, p, search, hit, this.lastTriangle[k]).distance;
      this.lastTriangle[k] = hit.triangle;
      this.lastDistance[k] = Number.isFinite(d) ? d : search;
      this.lastPoint.set(p, k * 3);
      this.distance[k] = d;
      if (!contactColor(d, this.colors, v)) this.colors.set(this.base, v);
    }
    for (let k = 0; k < this.candidates.length; k++) {
      const d = this.distance[k]!;
      if (d < CONTACT_THRESHOLD_MM) contacts++;
      if (d < min) min = d;
    }
    return [contacts, min, queries];
  }

  /** Forgets the previous pose (after a jump), so every candidate is measured again. */
  reset(): void {
    this.lastDistance.fill(-Infinity);
  }
}

function invertRigid(m: ArrayLike<number>, out: Float64Array): Float64Array {
  out.set([m[0]!, m[4]!, m[8]!, 0, m[1]!, m[5]!, m[9]!, 0, m[2]!, m[6]!, m[10]!, 0, 0, 0, 0, 1]);
  const tx = m[12]!,
    ty = m[13]!,
    tz = m[14]!;
  out[12] = -(m[0]! * tx + m[1]! * ty + m[2]! * tz);
  out[13] = -(m[4]! * tx + m[5]! * ty + m[6]! * tz);
  out[14] = -(m[8]! * tx + m[9]! * ty + m[10]! * tz);
  return out;
}

/**
 * Live occlusal contacts between the fixed upper scan and the lower scan at a pose: the
 * upper-lower distance at every occlusal vertex of both jaws by BVH closest-point queries on the
 * static meshes (the lower's vertices moved by the pose against the upper, the upper's moved by its
 * inverse against the lower), so no BVH is ever rebuilt. A vertex whose last distance minus its motion
 * since still exceeds the 1 mm range is proven out of range and skipped.
 */
export class ContactField {
  readonly upper: JawSide | null;
  readonly lower: JawSide | null;
  private readonly inverse = new Float64Array(16);

  /** `sides`: the jaws measured here (one per worker lets two cores share the work). */
  constructor(
    upper: JawSurface,
    lower: JawSurface,
    colors: { upper: readonly [number, number, number]; lower: readonly [number, number, number] },
    private readonly options: ContactOptions = DEFAULT_CONTACT_OPTIONS,
    sides: readonly Jaw[] = ['upper', 'lower'],
  ) {
    const withBvh = (s: JawSurface): IndexedMesh => ({ ...s, bvh: buildBvh(s.positions, s.indices) });
    const bound = options.occlusalBoundMm;
    this.upper = sides.includes('upper') ? new JawSide(upper, colors.upper, withBvh(lower), bound) : null;
    this.lower = sides.includes('lower') ? new JawSide(lower, colors.lower, withBvh(upper), bound) : null;
  }

  /** Contacts with the lower jaw at `pose` (column-major 4x4 in the upper-scan frame). */
  compute(pose: ArrayLike<number>): ContactFrame {
    const o = this.options;
    const [lowerContacts, lowerMin, lq] = this.lower?.measure(pose, o) ?? [0, Infinity, 0];
    const [upperContacts, upperMin, uq] = this.upper?.measure(invertRigid(pose, this.inverse), o) ?? [0, Infinity, 0];
    return {
      upperColors: this.upper?.colors ?? null,
      lowerColors: this.lower?.colors ?? null,
      upperContacts,
      lowerContacts,
      minDistanceMm: Math.min(lowerMin, upperMin),
      queries: lq + uq,
    };
  }

  reset(): void {
    this.upper?.reset();
    this.lower?.reset();
  }
}
