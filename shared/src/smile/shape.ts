import type { V3 } from '../jaw/rigid.js';
import type { DesignedTooth } from './design.js';

/**
 * Labial outlines and crown meshes of designed teeth. The outline is the phantom's crown section (a
 * superellipse, exponent 2.1 for incisors) on the cervical half; the incisal half is squarer for incisors
 * (exponent 4) and pointed for the canine cusp (1.6).
 */

const CERVICAL_EXPONENT = 2.1;
const incisalExponent = (fdi: number) => (fdi % 10 === 3 ? 1.6 : 4);

const spow = (v: number, e: number) => Math.sign(v) * Math.abs(v) ** e;

/** The labial outline in the tooth's local frame (x mesiodistal, y up from the edge), counter-clockwise. */
export function toothOutline(
  tooth: Pick<DesignedTooth, 'fdi' | 'widthMm' | 'heightMm'>,
  segments = 48,
): [number, number][] {
  const half = tooth.widthMm / 2;
  const halfHeight = tooth.heightMm / 2;
  const points: [number, number][] = [];
  for (let i = 0; i < segments; i++) {
    const t = (2 * Math.PI * i) / segments;
    const e = Math.sin(t) >= 0 ? CERVICAL_EXPONENT : incisalExponent(tooth.fdi);
    points.push([half * spow(Math.cos(t), 2 / e), halfHeight + halfHeight * spow(Math.sin(t), 2 / e)]);
  }
  return points;
}

/** A point of the tooth's local frame in the design's frame. */
export function toothPoint(tooth: Pick<DesignedTooth, 'matrix'>, local: V3): V3 {
  const m = tooth.matrix;
  return [0, 1, 2].map((r) => m[r]! * local[0] + m[4 + r]! * local[1] + m[8 + r]! * local[2] + m[12 + r]!) as V3;
}

export interface TriangleSoup {
  /** x, y, z per vertex. */
  positions: Float32Array;
  /** Three vertex indices per triangle, counter-clockwise seen from outside. */
  indices: Uint32Array;
}

/**
 * A closed crown in the design's frame: the labial face a dome over the outline whose top is the tooth's
 * origin plane (z = 0), the lingual face flat one labiolingual width behind it.
 */
export function toothMesh(tooth: DesignedTooth, segments = 32, rings = 6): TriangleSoup {
  const outline = toothOutline(tooth, segments);
  const depth = tooth.labiolingualMm;
  const cx = 0;
  const cy = tooth.heightMm / 2;
  const positions: number[] = [];
  const push = (p: V3) => positions.push(...toothPoint(tooth, p));
  // labial rings from the outline (r = 1, on the lingual plane) inward, then the apex
  for (let k = 0; k < rings; k++) {
    const r = 1 - k / rings;
    const bulge = -depth + depth * Math.sqrt(1 - r * r) ** 0.5;
    for (const [px, py] of outline) push([cx + (px - cx) * r, cy + (py - cy) * r, bulge]);
  }
  const apex = positions.length / 3;
  push([cx, cy, 0]);
  const backCentre = positions.length / 3;
  push([cx, cy, -depth]);

  const indices: number[] = [];
  const n = segments;
  for (let k = 0; k < rings - 1; k++)
    for (let i = 0; i < n; i++) {
      const a = k * n + i;
      const b = k * n + ((i + 1) % n);
      indices.push(a, b, b + n, a, b + n, a + n);
    }
  const last = (rings - 1) * n;
  for (let i = 0; i < n; i++) indices.push(last + i, last + ((i + 1) % n), apex);
  // the outer ring lies on the lingual plane: the flat lingual face closes it
  for (let i = 0; i < n; i++) indices.push(backCentre, (i + 1) % n, i);
  return { positions: new Float32Array(positions), indices: new Uint32Array(indices) };
}
