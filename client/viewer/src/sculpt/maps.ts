import { raycastBvh } from '../tools/bvh.js';
import { closestPoint, type QueryMesh } from './surface-query.js';

/** Distances beyond this are not a contact (mm); the contact map colours 0..CONTACT_RANGE. */
export const CONTACT_RANGE = 1;
/** Thickness colours run from the minimum to the minimum plus this (mm). */
const THICKNESS_SPAN = 1;
/** A vertex this close to a surface lies on it (float precision of the scans and the margin), mm. */
const ON_SURFACE_MM = 0.005;

/**
 * Wall thickness at outer-surface vertices: the distance from the vertex along its inward normal to
 * the inner surface, NaN where the ray finds no inner surface (at the margin, or outside the inner).
 */
export function thicknessAt(
  positions: Float32Array,
  normals: Float32Array,
  inner: QueryMesh,
  vertices: ArrayLike<number>,
  out: Float32Array,
): void {
  const o = [0, 0, 0],
    d = [0, 0, 0];
  for (let i = 0; i < vertices.length; i++) {
    const v = vertices[i]! * 3;
    for (let c = 0; c < 3; c++) {
      d[c] = -normals[v + c]!;
      o[c] = positions[v + c]!;
    }
    const hit = raycastBvh(inner.bvh, inner.positions, inner.indices, o, d);
    out[vertices[i]!] = hit ? hit.distance : NaN;
  }
}

/**
 * What the contact map measures a crown against: a scan near the crown less the preparation under it
 * (`near`: clearances), and the same with the preparation (`whole`: whether a vertex is inside the
 * scan, and how deep). Cropping the preparation leaves an open edge at the margin; a vertex near the
 * margin lies behind the one face left there while it is outside the tooth, or on it.
 */
export interface ContactSurface {
  near: QueryMesh;
  whole: QueryMesh;
}

/**
 * Contact distance at outer-surface vertices: to the nearest of the other surfaces (neighbour teeth,
 * opposing scan), negative when the crown goes through one (the vertex is behind its surface),
 * +Infinity when none is within the contact range.
 */
export function contactAt(
  positions: Float32Array,
  others: readonly ContactSurface[],
  vertices: ArrayLike<number>,
  out: Float32Array,
): void {
  for (let i = 0; i < vertices.length; i++) {
    const v = vertices[i]!;
    const p = positions.subarray(v * 3, v * 3 + 3);
    let best = Infinity;
    for (const m of others) {
      const hit = closestPoint(m.near, p, Math.min(Math.abs(best), CONTACT_RANGE));
      if (!hit || hit.distance >= Math.abs(best)) continue;
      if (hit.side > 0 || m.whole === m.near) best = hit.distance * hit.side;
      else {
        const depth = closestPoint(m.whole, p, hit.distance * 1.0001);
        // on the uncut scan but not near the cut one: on the preparation, where the crown meets it by design
        best = depth && depth.side < 0 && depth.distance > ON_SURFACE_MM ? -depth.distance : hit.distance;
      }
    }
    out[v] = best;
  }
}

const BASE: [number, number, number] = [0.93, 0.9, 0.82];

function lerp(a: readonly number[], b: readonly number[], t: number): [number, number, number] {
  return [a[0]! + (b[0]! - a[0]!) * t, a[1]! + (b[1]! - a[1]!) * t, a[2]! + (b[2]! - a[2]!) * t];
}

/** Colour of a thickness (mm) against the minimum: red below it, then yellow to green to blue. */
export function thicknessColor(value: number, minimum: number): [number, number, number] {
  if (Number.isNaN(value)) return BASE;
  if (value < minimum) return [0.86, 0.1, 0.12];
  const t = Math.min(1, (value - minimum) / THICKNESS_SPAN);
  return t < 0.5 ? lerp([1, 0.85, 0.1], [0.2, 0.75, 0.3], t * 2) : lerp([0.2, 0.75, 0.3], [0.2, 0.45, 0.9], t * 2 - 1);
}

/** Colour of a contact distance (mm): dark red through a surface, red touching, to blue at 1 mm, base beyond. */
export function contactColor(value: number): [number, number, number] {
  if (value < 0) return [0.55, 0, 0.1];
  if (value > CONTACT_RANGE) return BASE;
  const t = value / CONTACT_RANGE;
  return t < 0.5 ? lerp([0.95, 0.1, 0.1], [1, 0.85, 0.1], t * 2) : lerp([1, 0.85, 0.1], [0.2, 0.45, 0.9], t * 2 - 1);
}

/** The plain crown colour (maps off, or a vertex without a value). */
export function baseColor(): [number, number, number] {
  return [...BASE];
}
