import { FACE_REGIONS } from '@odontia/shared';
import { canonicalFace } from './canonical.js';
import { smoothstep } from '../smoothstep.js';

/**
 * The head beyond the face oval, for rendering only: MediaPipe's canonical mesh is a face mask (it ends at
 * the face oval), so the phantom's photos would show a mask against the background. This continues the
 * surface past the oval's boundary loop: the sides back past the ears and round the back of the head, the
 * forehead up over the skull, the chin in under the mandible (a submandibular floor going back to the
 * throat) and down a neck set back behind the chin; two simple ears; shoulders in a shirt that the neck
 * comes out of (so no photo shows a neck standing on nothing at its lower edge). None of it is a landmark:
 * the 468 canonical vertices are kept as they are and the added vertices are numbered after them.
 *
 * How it is built: the head is an implicit solid (a smooth union of a cranial ellipsoid, a jaw block whose
 * lower edge follows the oval's jaw line and a neck cylinder), in the canonical mesh's frame. Seen from a
 * point inside the head, the oval is a loop on the sphere of directions and the neck's cut end another;
 * between them, in the stereographic chart of that sphere from straight down, straight lines from the
 * oval's centre are the meridians: each starts at an oval vertex (or midway along an oval edge) and ends on
 * the neck's cut end, the forehead's over the crown and down the back. Along each meridian the surface is
 * where the ray from the inner point leaves the solid, offset so it starts exactly at the oval point (the
 * offset fades out over the first 25 mm) and bent over the first 16 mm from the mask's own tangent (no
 * crease at the oval), then resampled to rings at the same fractions of each meridian's length: a grid of
 * quads from the oval to the neck that no view can see through. The ears and the shoulders are separate
 * closed meshes that the head's surface passes into.
 */
export interface HeadShape {
  /** The added vertices (x, y, z; canonical frame, as `canonicalFace().positions`), numbered from 468. */
  positions: Float64Array;
  /**
   * Triangles beyond the oval, then the ears', then the shoulders': indices into the 468 face vertices
   * followed by `positions`.
   */
  triangles: Uint32Array;
  /** Where the ears' triangles start in `triangles`, and where the shoulders' (after the ears') start. */
  earStart: number;
  bodyStart: number;
  /** Per added vertex: the two oval vertices its meridian starts between (equal on a vertex's own meridian). */
  anchors: Uint32Array;
  /** Per added vertex: its distance from the oval along its meridian (mm); the ears' and shoulders' Infinity. */
  fromOval: Float64Array;
  /** Each ear's frame (canonical): centre, and its length (up), width (back) and thickness (outward) axes. */
  ears: EarFrame[];
}

export interface EarFrame {
  centre: [number, number, number];
  length: [number, number, number];
  width: [number, number, number];
  normal: [number, number, number];
  radii: [number, number, number];
}

type V3 = [number, number, number];

const smin = (a: number, b: number, k: number) => {
  const h = Math.max(k - Math.abs(a - b), 0) / k;
  return Math.min(a, b) - h * h * k * 0.25;
};
const smax = (a: number, b: number, k: number) => -smin(-a, -b, k);

/** Signed distance (approximate, mm) to an axis-aligned ellipsoid centred at the origin. */
function ellipsoid(x: number, y: number, z: number, r: V3): number {
  const k0 = Math.hypot(x / r[0], y / r[1], z / r[2]);
  const k1 = Math.hypot(x / (r[0] * r[0]), y / (r[1] * r[1]), z / (r[2] * r[2]));
  return k1 > 0 ? (k0 * (k0 - 1)) / k1 : -Math.min(...r);
}

/** A smooth interpolant through (xs, ys), xs ascending: cubic Hermite with averaged secant tangents. */
function hermite(xs: number[], ys: number[]): (x: number) => number {
  const n = xs.length;
  const m = xs.map((_, i) => {
    if (i === 0) return (ys[1]! - ys[0]!) / (xs[1]! - xs[0]!);
    if (i === n - 1) return (ys[n - 1]! - ys[n - 2]!) / (xs[n - 1]! - xs[n - 2]!);
    return (ys[i + 1]! - ys[i - 1]!) / (xs[i + 1]! - xs[i - 1]!);
  });
  return (x: number) => {
    if (x <= xs[0]!) return ys[0]!;
    if (x >= xs[n - 1]!) return ys[n - 1]!;
    let i = 0;
    while (x > xs[i + 1]!) i++;
    const h = xs[i + 1]! - xs[i]!;
    const t = (x - xs[i]!) / h;
    const [t2, t3] = [t * t, t * t * t];
    return (
      (2 * t3 - 3 * t2 + 1) * ys[i]! +
      (t3 - 2 * t2 + t) * h * m[i]! +
      (-2 * t3 + 3 * t2) * ys[i + 1]! +
      (t3 - t2) * h * m[i + 1]!
    );
  };
}

/** The canonical mesh's oval as a loop in the mask triangles' direction (the mask on its left). */
function ovalLoop(triangles: Uint32Array): number[] {
  const count = new Map<string, number>();
  const key = (a: number, b: number) => (a < b ? `${a},${b}` : `${b},${a}`);
  for (let t = 0; t < triangles.length; t += 3)
    for (let k = 0; k < 3; k++) {
      const e = key(triangles[t + k]!, triangles[t + ((k + 1) % 3)]!);
      count.set(e, (count.get(e) ?? 0) + 1);
    }
  const next = new Map<number, number>();
  for (let t = 0; t < triangles.length; t += 3)
    for (let k = 0; k < 3; k++) {
      const [a, b] = [triangles[t + k]!, triangles[t + ((k + 1) % 3)]!];
      if (count.get(key(a, b)) === 1) next.set(a, b);
    }
  const start = FACE_REGIONS.faceOval[0];
  const loop = [start as number];
  for (let v = next.get(start)!; v !== start; v = next.get(v)!) {
    loop.push(v);
    if (loop.length > next.size) throw new Error('the canonical face mesh has more than one boundary loop');
  }
  if (loop.length !== next.size) throw new Error('the canonical face mesh has more than one boundary loop');
  return loop;
}

/** Rings along the meridians (two meridians per oval edge) from the oval (ring 0) to the neck's cut end. */
const RINGS = 64;
/** Where the neck is cut (mm below the eyes): inside the shoulders, out of every photo's frame. */
const NECK_END_Y = -480;

/** The implicit head, in a frame whose origin is midway between the canonical pupils (mm). */
class HeadSolid {
  private readonly footRadius: (theta: number) => number;
  private readonly floor: (theta: number) => number;
  /** The jaw block's vertical axis (z) and the neck's axis (a point and a unit direction, downwards). */
  readonly jawAxisZ = -70;
  readonly neckPoint: V3 = [0, -130, -88];
  readonly neckDir: V3;
  readonly neckRadii: [number, number] = [61, 58];

  constructor(oval: (id: number) => V3) {
    const tilt = 0.08;
    const l = Math.hypot(1, tilt);
    this.neckDir = [0, -1 / l, tilt / l];
    // the jaw block's footprint and lower edge round its axis, through the oval's jaw line (mirrored)
    const polar = (id: number) => {
      const [x, y, z] = oval(id);
      return { theta: Math.atan2(Math.abs(x), z - this.jawAxisZ), r: Math.hypot(x, z - this.jawAxisZ), y };
    };
    const jaw = FACE_REGIONS.jawLine.slice(0, 11).map(polar); // 454 ... 152: the patient's left half
    const lower = jaw.slice(3); // 288 ... 152: the mandible's lower border
    const gonion = lower[0]!;
    const sideR = jaw[2]!.r; // 361
    // behind the jaw's angle the block goes on back under the ear (the ramus and the muscles behind it)
    const footKnots = [
      ...jaw.slice(2).map((p) => [p.theta, p.r] as const),
      [jaw[2]!.theta + 0.25, sideR] as const,
      [jaw[2]!.theta + 0.55, sideR - 6] as const,
      [2.45, 48] as const,
      [Math.PI, 30] as const,
    ].sort((a, b) => a[0] - b[0]);
    const floorKnots = [
      ...lower.map((p) => [p.theta, p.y] as const),
      [gonion.theta + 0.3, gonion.y + 1] as const,
      [gonion.theta + 0.6, gonion.y + 6] as const,
      [2.6, gonion.y + 14] as const,
      [Math.PI, gonion.y + 16] as const,
    ].sort((a, b) => a[0] - b[0]);
    const mirrored = (knots: (readonly [number, number])[]) => {
      const all = [...knots.filter((k) => k[0] > 1e-6).map(([t, v]) => [-t, v] as const), ...knots];
      all.sort((a, b) => a[0] - b[0]);
      return hermite(
        all.map((k) => k[0]),
        all.map((k) => k[1]),
      );
    };
    this.footRadius = mirrored(footKnots);
    this.floor = mirrored(floorKnots);
  }

  /** Approximate signed distance (mm, negative inside). */
  value(x: number, y: number, z: number): number {
    const cranium = ellipsoid(x, y - 15, z + 85, [84, 106, 98]);
    const dz = z - this.jawAxisZ;
    const theta = Math.atan2(Math.abs(x), dz);
    const r = Math.hypot(x, dz);
    const foot = this.footRadius(theta);
    // the submandibular floor sinks a little from the jaw's edge back to the throat
    const floor = this.floor(theta) - 0.2 * Math.max(0, foot - r);
    const jaw = smax(smax(r - foot, floor - y, 6), y + 5, 10);
    const [px, py, pz] = this.neckPoint;
    const d = this.neckDir;
    const qx = x - px;
    const qy = y - py;
    const qz = z - pz;
    const along = qy * d[1] + qz * d[2];
    // the neck's section: x and the sagittal direction perpendicular to its axis
    const sy = qy - along * d[1];
    const sz = qz - along * d[2];
    const sag = Math.sign(sz) * Math.hypot(sy, sz);
    // the neck widens towards the skull behind the ears
    const rx = this.neckRadii[0] + 9 * smoothstep(-150, -60, y);
    const rz = this.neckRadii[1];
    const k0 = Math.hypot(qx / rx, sag / rz);
    const k1 = Math.hypot(qx / (rx * rx), sag / (rz * rz));
    // the neck ends inside the head, under the crown
    const neck = smax(k1 > 0 ? (k0 * (k0 - 1)) / k1 : -Math.min(rx, rz), y + 40, 20);
    return smin(smin(cranium, jaw, 14), neck, 22);
  }

  /**
   * Distance along the unit ray from `from` (inside) to where it first leaves the solid; `near`, the exit of
   * a ray next to it, starts the march 15 mm short of that when that point is inside.
   */
  exit(from: V3, dir: V3, near = 0): number {
    let t = Math.max(0, near - 15);
    let f = this.value(from[0] + dir[0] * t, from[1] + dir[1] * t, from[2] + dir[2] * t);
    if (f >= 0) {
      t = 0;
      f = this.value(from[0], from[1], from[2]);
    }
    for (let i = 0; i < 2000; i++) {
      const step = Math.min(5, Math.max(0.5, -0.7 * f));
      const t1 = t + step;
      const f1 = this.value(from[0] + dir[0] * t1, from[1] + dir[1] * t1, from[2] + dir[2] * t1);
      if (f1 > 0) {
        let [lo, hi] = [t, t1];
        for (let k = 0; k < 16; k++) {
          const mid = (lo + hi) / 2;
          if (this.value(from[0] + dir[0] * mid, from[1] + dir[1] * mid, from[2] + dir[2] * mid) > 0) hi = mid;
          else lo = mid;
        }
        return (lo + hi) / 2;
      }
      [t, f] = [t1, f1];
    }
    throw new Error('ray did not leave the head');
  }
}

// the stereographic chart of directions from straight down: up is 0, horizontal the unit circle
const chart = (d: V3): [number, number] => [d[0] / (1 + d[1]), d[2] / (1 + d[1])];
const unchart = ([u, v]: [number, number]): V3 => {
  const q = u * u + v * v;
  return [(2 * u) / (1 + q), (1 - q) / (1 + q), (2 * v) / (1 + q)];
};
const normalize = (v: V3): V3 => {
  const l = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / l, v[1] / l, v[2] / l];
};

/** Where the ray from `o` along `dir` (2-D) crosses the closed polygon `poly` farthest out. */
function rayExit(o: [number, number], dir: [number, number], poly: [number, number][]): [number, number] {
  let best = -Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [ax, ay] = poly[j]!;
    const [bx, by] = poly[i]!;
    const ex = bx - ax;
    const ey = by - ay;
    const den = dir[0] * ey - dir[1] * ex;
    if (Math.abs(den) < 1e-12) continue;
    const t = ((ax - o[0]) * ey - (ay - o[1]) * ex) / den;
    const s = ((ax - o[0]) * dir[1] - (ay - o[1]) * dir[0]) / den;
    if (s >= 0 && s <= 1 && t > best) best = t;
  }
  if (!Number.isFinite(best)) throw new Error('meridian misses the neck');
  return [o[0] + dir[0] * best, o[1] + dir[1] * best];
}

/** An ear: a flattened ellipsoid standing out from the side of the head, its front edge sunk into it. */
function earFrame(side: 1 | -1): EarFrame {
  const back = (25 * Math.PI) / 180;
  const lean = (15 * Math.PI) / 180;
  const width: V3 = [side * Math.sin(back), 0, -Math.cos(back)];
  let length: V3 = [0, Math.cos(lean), -Math.sin(lean)];
  const dot = length[0] * width[0] + length[1] * width[1] + length[2] * width[2];
  length = normalize([length[0] - dot * width[0], length[1] - dot * width[1], length[2] - dot * width[2]]);
  // outward: length x width points to +x on the left ear
  let normal: V3 = [
    length[1] * width[2] - length[2] * width[1],
    length[2] * width[0] - length[0] * width[2],
    length[0] * width[1] - length[1] * width[0],
  ];
  if (normal[0] * side < 0) normal = [-normal[0], -normal[1], -normal[2]];
  const radii: V3 = [30, 18, 4.5];
  // the front edge is sunk into the head just behind the oval's side (the tragus), so the lobe is attached
  const front: V3 = [side * 76, -14, -71];
  const centre: V3 = [front[0] + width[0] * radii[1], front[1], front[2] + width[2] * radii[1]];
  return { centre, length, width, normal, radii };
}

/** Appends an ear's vertices (numbered from `first`) to `positions` (empty) and its triangles to `triangles`. */
function earMesh(frame: EarFrame, first: number, positions: number[], triangles: number[]): void {
  const [ry, rw, rn] = frame.radii;
  const rows = 10;
  const cols = 20;
  const index = (i: number, j: number) => first + i * cols + (j % cols);
  for (let i = 0; i < rows; i++) {
    // rows from the top pole to the bottom, excluding the poles themselves (added below)
    const phi = (Math.PI * (i + 1)) / (rows + 1);
    for (let j = 0; j < cols; j++) {
      const a = (2 * Math.PI * j) / cols;
      const l = ry * Math.cos(phi);
      const w = rw * Math.sin(phi) * Math.cos(a);
      const n = rn * Math.sin(phi) * Math.sin(a);
      for (let k = 0; k < 3; k++)
        positions.push(frame.centre[k]! + frame.length[k]! * l + frame.width[k]! * w + frame.normal[k]! * n);
    }
  }
  const top = first + rows * cols;
  const bottom = top + 1;
  for (let k = 0; k < 3; k++) positions.push(frame.centre[k]! + frame.length[k]! * ry);
  for (let k = 0; k < 3; k++) positions.push(frame.centre[k]! - frame.length[k]! * ry);
  const tris: [number, number, number][] = [];
  for (let j = 0; j < cols; j++) {
    tris.push([top, index(0, j), index(0, j + 1)]);
    tris.push([bottom, index(rows - 1, j + 1), index(rows - 1, j)]);
    for (let i = 0; i + 1 < rows; i++) {
      tris.push([index(i, j), index(i + 1, j), index(i + 1, j + 1)]);
      tris.push([index(i, j), index(i + 1, j + 1), index(i, j + 1)]);
    }
  }
  // wind every triangle outwards (counter-clockwise seen from outside)
  const p = (v: number) =>
    [positions[(v - first) * 3]!, positions[(v - first) * 3 + 1]!, positions[(v - first) * 3 + 2]!] as V3;
  for (const [a, b, c] of tris) {
    const [pa, pb, pc] = [p(a), p(b), p(c)];
    const u = [pb[0] - pa[0], pb[1] - pa[1], pb[2] - pa[2]];
    const v = [pc[0] - pa[0], pc[1] - pa[1], pc[2] - pa[2]];
    const n = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
    const out = [0, 1, 2].map((k) => (pa[k]! + pb[k]! + pc[k]!) / 3 - frame.centre[k]!);
    if (n[0]! * out[0]! + n[1]! * out[1]! + n[2]! * out[2]! >= 0) triangles.push(a, b, c);
    else triangles.push(a, c, b);
  }
}

/**
 * The shoulders and the top of the chest (a shirt), as horizontal superellipse sections from inside the
 * neck (hidden in it) out over the shoulders' slope and down below every photo's frame: [y, half width,
 * half depth, centre z] in the frame between the pupils (mm).
 */
const BODY_SECTIONS: [number, number, number, number][] = [
  [-160, 25, 25, -84],
  [-175, 52, 46, -84],
  [-190, 80, 62, -84],
  [-203, 112, 74, -86],
  [-218, 142, 84, -88],
  [-236, 166, 91, -90],
  [-258, 180, 95, -92],
  [-290, 186, 97, -93],
  [-350, 186, 98, -94],
  [-500, 182, 98, -94],
];

/** Appends the shoulders' vertices (numbered from `first`) to `positions` (empty), triangles to `triangles`. */
function bodyMesh(first: number, positions: number[], triangles: number[]): void {
  const around = 72;
  const exponent = 2.6;
  for (const [y, hx, hz, cz] of BODY_SECTIONS)
    for (let j = 0; j < around; j++) {
      const a = (2 * Math.PI * j) / around;
      const [c, s] = [Math.cos(a), Math.sin(a)];
      // a superellipse: |x/hx|^e + |z/hz|^e = 1
      const r = (Math.abs(c) ** exponent + Math.abs(s) ** exponent) ** (-1 / exponent);
      positions.push(hx * r * s, y, cz + hz * r * c);
    }
  const top = first + BODY_SECTIONS.length * around;
  const [y0, , , cz0] = BODY_SECTIONS[0]!;
  positions.push(0, y0 + 5, cz0);
  const id = (k: number, j: number) => first + k * around + (j % around);
  // angle a runs from the front (+z) towards +x, counter-clockwise seen from above: the cap and the bands
  // are wound to face outwards
  for (let j = 0; j < around; j++) {
    triangles.push(top, id(0, j), id(0, j + 1));
    for (let k = 0; k + 1 < BODY_SECTIONS.length; k++)
      triangles.push(id(k, j), id(k + 1, j + 1), id(k, j + 1), id(k, j), id(k + 1, j), id(k + 1, j + 1));
  }
}

let cached: HeadShape | undefined;

export function headShape(): HeadShape {
  if (cached) return cached;
  const base = canonicalFace();
  const count = base.positions.length / 3;
  // work midway between the canonical pupils (the phantom face's origin before its seed's proportions)
  const eye = (ids: readonly number[]) =>
    [0, 1, 2].map((k) => ids.reduce((s, i) => s + base.positions[i * 3 + k]!, 0) / ids.length);
  const [r0, l0] = [eye(FACE_REGIONS.rightEye), eye(FACE_REGIONS.leftEye)];
  const origin: V3 = [(r0[0]! + l0[0]!) / 2, (r0[1]! + l0[1]!) / 2, (r0[2]! + l0[2]!) / 2 + 1];
  const at = (id: number): V3 => [
    base.positions[id * 3]! - origin[0],
    base.positions[id * 3 + 1]! - origin[1],
    base.positions[id * 3 + 2]! - origin[2],
  ];
  const solid = new HeadSolid(at);
  const inner: V3 = [0, -20, -85];
  const loop = ovalLoop(base.triangles);
  const n = loop.length * 2;
  // meridian starts: each oval vertex, then the midpoint of the edge to the next
  const starts: { p: V3; a: number; b: number }[] = [];
  for (let i = 0; i < loop.length; i++) {
    const [a, b] = [loop[i]!, loop[(i + 1) % loop.length]!];
    const [pa, pb] = [at(a), at(b)];
    starts.push({ p: pa, a, b: a });
    starts.push({ p: [(pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2, (pa[2] + pb[2]) / 2], a, b });
  }
  const dirOf = (p: V3) => normalize([p[0] - inner[0], p[1] - inner[1], p[2] - inner[2]]);
  const images = starts.map((s) => chart(dirOf(s.p)));
  const centre: [number, number] = [images.reduce((s, q) => s + q[0], 0) / n, images.reduce((s, q) => s + q[1], 0) / n];
  // the neck's cut end in the chart
  const neckEnd: [number, number][] = [];
  {
    const d = solid.neckDir;
    const along = (NECK_END_Y - solid.neckPoint[1]) / d[1];
    const axis: V3 = [0, NECK_END_Y, solid.neckPoint[2] + along * d[2]];
    for (let i = 0; i < 720; i++) {
      const a = (2 * Math.PI * i) / 720;
      // the horizontal cut through the tilted cylinder: its depth is stretched by 1 / cos(tilt)
      const p: V3 = [
        axis[0] + solid.neckRadii[0] * Math.sin(a),
        axis[1],
        axis[2] - (solid.neckRadii[1] * Math.cos(a)) / d[1],
      ];
      neckEnd.push(chart(dirOf(p)));
    }
  }
  // the oval must be star-shaped round its centre in the chart, in the loop's order
  const angles = images.map(([u, v]) => Math.atan2(v - centre[1], u - centre[0]));
  const wrapped = (d: number) => (d > Math.PI ? d - 2 * Math.PI : d < -Math.PI ? d + 2 * Math.PI : d);
  const sense = Math.sign(wrapped(angles[1]! - angles[0]!));
  let turn = 0;
  for (let j = 0; j < n; j++) {
    const d = wrapped(angles[(j + 1) % n]! - angles[j]!);
    if (Math.sign(d) !== sense || Math.abs(d) < 1e-6)
      throw new Error('the face oval is not star-shaped in the head chart');
    turn += d;
  }
  if (Math.abs(Math.abs(turn) - 2 * Math.PI) > 1e-6) throw new Error('the face oval winds oddly in the head chart');

  // the mask's outward tangent at each meridian's start: along its surface, across the oval, away from it
  const maskNormal = new Map<number, V3>();
  for (let t = 0; t < base.triangles.length; t += 3) {
    const [a, b, c] = [base.triangles[t]!, base.triangles[t + 1]!, base.triangles[t + 2]!];
    const [pa, pb, pc] = [at(a), at(b), at(c)];
    const u: V3 = [pb[0] - pa[0], pb[1] - pa[1], pb[2] - pa[2]];
    const v: V3 = [pc[0] - pa[0], pc[1] - pa[1], pc[2] - pa[2]];
    const f: V3 = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
    for (const i of [a, b, c]) {
      const m = maskNormal.get(i) ?? [0, 0, 0];
      maskNormal.set(i, [m[0] + f[0], m[1] + f[1], m[2] + f[2]]);
    }
  }
  const outward = loop.map((v, i) => {
    const [prev, next] = [at(loop[(i + loop.length - 1) % loop.length]!), at(loop[(i + 1) % loop.length]!)];
    const along = normalize([next[0] - prev[0], next[1] - prev[1], next[2] - prev[2]]);
    const nm = normalize(maskNormal.get(v)!);
    return normalize([
      along[1] * nm[2] - along[2] * nm[1],
      along[2] * nm[0] - along[0] * nm[2],
      along[0] * nm[1] - along[1] * nm[0],
    ]);
  });
  const tangents = starts.map((_, j) => {
    const [a, b] = [outward[j >> 1]!, outward[((j >> 1) + (j & 1)) % loop.length]!];
    return normalize([a[0] + b[0], a[1] + b[1], a[2] + b[2]]);
  });

  const FINE = 500;
  const BLEND_MM = 25;
  const TANGENT_MM = 16;
  const rings: V3[][] = Array.from({ length: RINGS + 1 }, () => []);
  const ringU: number[][] = Array.from({ length: RINGS + 1 }, () => []);
  for (let j = 0; j < n; j++) {
    const x0 = images[j]!;
    const dir = normalize([x0[0] - centre[0], x0[1] - centre[1], 0]);
    const x1 = rayExit(x0, [dir[0], dir[1]], neckEnd);
    const start = starts[j]!.p;
    const d0 = dirOf(start);
    const offset = Math.hypot(start[0] - inner[0], start[1] - inner[1], start[2] - inner[2]) - solid.exit(inner, d0);
    const raw: { d: V3; r: number }[] = [];
    for (let i = 0; i <= FINE; i++) {
      const s = (i / FINE) ** 2;
      const d = i === 0 ? d0 : unchart([x0[0] + (x1[0] - x0[0]) * s, x0[1] + (x1[1] - x0[1]) * s]);
      raw.push({ d, r: solid.exit(inner, d, raw[i - 1]?.r) });
    }
    const point = (d: V3, r: number): V3 => [inner[0] + d[0] * r, inner[1] + d[1] * r, inner[2] + d[2] * r];
    // the offset that makes the meridian start at the oval fades out along it, and the first 16 mm bend
    // from the mask's own tangent into the head's surface (no crease at the oval)
    let u = 0;
    const fine: V3[] = [start];
    const t0 = tangents[j]!;
    for (let i = 1; i <= FINE; i++) {
      const [a, b] = [point(raw[i - 1]!.d, raw[i - 1]!.r), point(raw[i]!.d, raw[i]!.r)];
      u += Math.hypot(b[0] - a[0], b[1] - a[1], b[2] - a[2]);
      const h = point(raw[i]!.d, raw[i]!.r + offset * (1 - smoothstep(0, BLEND_MM, u)));
      const w = smoothstep(0, TANGENT_MM, u);
      fine.push([0, 1, 2].map((k) => (1 - w) * (start[k]! + u * t0[k]!) + w * h[k]!) as V3);
    }
    const cumulative = [0];
    for (let i = 1; i <= FINE; i++) {
      const [a, b] = [fine[i - 1]!, fine[i]!];
      cumulative.push(cumulative[i - 1]! + Math.hypot(b[0] - a[0], b[1] - a[1], b[2] - a[2]));
    }
    const length = cumulative[FINE]!;
    let i = 1;
    for (let k = 0; k <= RINGS; k++) {
      const t = k / RINGS;
      const target = length * (0.3 * t + 0.7 * t * t);
      while (i < FINE && cumulative[i]! < target) i++;
      const f = (target - cumulative[i - 1]!) / (cumulative[i]! - cumulative[i - 1]! || 1);
      const [a, b] = [fine[i - 1]!, fine[i]!];
      rings[k]!.push(k === 0 ? start : [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f]);
      ringU[k]!.push(target);
    }
  }

  const positions: number[] = [];
  const anchors: number[] = [];
  const fromOval: number[] = [];
  const triangles: number[] = [];
  const id = (k: number, j: number) => count + (k - 1) * n + (j % n);
  for (let k = 1; k <= RINGS; k++)
    for (let j = 0; j < n; j++) {
      const p = rings[k]![j]!;
      positions.push(p[0] + origin[0], p[1] + origin[1], p[2] + origin[2]);
      anchors.push(starts[j]!.a, starts[j]!.b);
      fromOval.push(ringU[k]![j]!);
    }
  // the first band: each oval edge a -> b (the mask on its left) fans out to three ring-1 vertices
  for (let i = 0; i < loop.length; i++) {
    const [a, b] = [loop[i]!, loop[(i + 1) % loop.length]!];
    const [ra, m, rb] = [id(1, 2 * i), id(1, 2 * i + 1), id(1, 2 * i + 2)];
    triangles.push(b, a, m, a, ra, m, b, m, rb);
  }
  for (let k = 1; k < RINGS; k++)
    for (let j = 0; j < n; j++) {
      const [a, b, c, d] = [id(k, j), id(k, j + 1), id(k + 1, j + 1), id(k + 1, j)];
      triangles.push(b, a, d, b, d, c);
    }
  // a separate closed mesh (built about the origin, its triangles numbered after what is already there)
  const appendMesh = (build: (firstVertex: number, out: number[], tris: number[]) => void) => {
    const added: number[] = [];
    build(count + positions.length / 3, added, triangles);
    for (let v = 0; v < added.length; v += 3) {
      positions.push(added[v]! + origin[0], added[v + 1]! + origin[1], added[v + 2]! + origin[2]);
      anchors.push(0, 0);
      fromOval.push(Infinity);
    }
  };
  const earStart = triangles.length / 3;
  const ears = [earFrame(1), earFrame(-1)];
  for (const frame of ears) appendMesh((first, out, tris) => earMesh(frame, first, out, tris));
  const bodyStart = triangles.length / 3;
  appendMesh(bodyMesh);
  cached = {
    positions: Float64Array.from(positions),
    triangles: Uint32Array.from(triangles),
    earStart,
    bodyStart,
    anchors: Uint32Array.from(anchors),
    fromOval: Float64Array.from(fromOval),
    ears: ears.map((e) => ({
      ...e,
      centre: [e.centre[0] + origin[0], e.centre[1] + origin[1], e.centre[2] + origin[2]],
    })),
  };
  return cached;
}
