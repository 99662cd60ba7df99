import type { Vec3 } from '@odontia/shared';

/**
 * Signed distance shapes (mm, negative inside) for the CBCT anatomy. Every shape knows an axis-aligned
 * bound so the voxelizer evaluates, per image row, only the shapes that can reach it: outside its bound
 * grown by `REACH` a shape reports `FAR`, which is correct for every use here (occupancy and the
 * cortical shell look no further than `REACH` from a surface).
 */
export const REACH = 4;
export const FAR = 1e6;

export type Bounds = [number, number, number, number, number, number];

export abstract class Shape {
  abstract readonly bounds: Bounds;
  /** Restricts later `sdf` calls to the row at (y, z); false when the shape cannot reach that row. */
  beginRow(y: number, z: number): boolean {
    const b = this.bounds;
    return y >= b[1] - REACH && y <= b[4] + REACH && z >= b[2] - REACH && z <= b[5] + REACH;
  }
  reaches(x: number): boolean {
    return x >= this.bounds[0] - REACH && x <= this.bounds[3] + REACH;
  }
  abstract sdf(x: number, y: number, z: number): number;
}

const grow = (c: Vec3, r: number): Bounds => [c[0] - r, c[1] - r, c[2] - r, c[0] + r, c[1] + r, c[2] + r];
const merge = (bs: Bounds[]): Bounds => [
  Math.min(...bs.map((b) => b[0])),
  Math.min(...bs.map((b) => b[1])),
  Math.min(...bs.map((b) => b[2])),
  Math.max(...bs.map((b) => b[3])),
  Math.max(...bs.map((b) => b[4])),
  Math.max(...bs.map((b) => b[5])),
];

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const add = (a: Vec3, b: Vec3, k = 1): Vec3 => [a[0] + k * b[0], a[1] + k * b[1], a[2] + k * b[2]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
/** Math.hypot is several times slower and this runs per voxel. */
const len3 = (x: number, y: number, z: number) => Math.sqrt(x * x + y * y + z * z);
const unit = (a: Vec3): Vec3 => {
  const l = Math.hypot(a[0], a[1], a[2]);
  return [a[0] / l, a[1] / l, a[2] / l];
};

/** An ellipsoid with semi-axes `radii` along the orthonormal `axes` (the usual first-order distance; exact on the surface). */
export class Ellipsoid extends Shape implements Movable {
  readonly bounds: Bounds;
  readonly ball: { centre: Vec3; radius: number };
  constructor(
    readonly center: Vec3,
    readonly axes: [Vec3, Vec3, Vec3],
    readonly radii: Vec3,
  ) {
    super();
    this.bounds = grow(center, Math.max(...radii));
    this.ball = { centre: center, radius: Math.max(...radii) };
  }
  moved(m: ArrayLike<number>): Ellipsoid {
    const [a, b, c] = this.axes;
    return new Ellipsoid(
      movePoint(m, this.center),
      [moveDirection(m, a), moveDirection(m, b), moveDirection(m, c)],
      this.radii,
    );
  }
  sdf(x: number, y: number, z: number): number {
    const px = x - this.center[0],
      py = y - this.center[1],
      pz = z - this.center[2];
    const [a, b, c] = this.axes;
    const [ra, rb, rc] = this.radii;
    // Unrolled over the three axes: this runs per voxel, and per pose in a sweep.
    const qa = px * a[0] + py * a[1] + pz * a[2],
      qb = px * b[0] + py * b[1] + pz * b[2],
      qc = px * c[0] + py * c[1] + pz * c[2];
    const k0 = Math.sqrt((qa / ra) ** 2 + (qb / rb) ** 2 + (qc / rc) ** 2);
    const k1 = Math.sqrt((qa / (ra * ra)) ** 2 + (qb / (rb * rb)) ** 2 + (qc / (rc * rc)) ** 2);
    return k1 === 0 ? -Math.min(ra, rb, rc) : (k0 * (k0 - 1)) / k1;
  }
}

export const AXES: [Vec3, Vec3, Vec3] = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
];

/** A capsule whose radius goes linearly from `ra` at `a` to `rb` at `b`. */
export class Cone extends Shape implements Movable {
  readonly bounds: Bounds;
  readonly ball: { centre: Vec3; radius: number };
  private readonly ab: Vec3;
  private readonly len2: number;
  constructor(
    readonly a: Vec3,
    readonly b: Vec3,
    readonly ra: number,
    readonly rb: number,
  ) {
    super();
    this.ab = sub(b, a);
    this.len2 = dot(this.ab, this.ab);
    this.bounds = merge([grow(a, ra), grow(b, rb)]);
    this.ball = { centre: add(a, this.ab, 0.5), radius: Math.sqrt(this.len2) / 2 + Math.max(ra, rb) };
  }
  moved(m: ArrayLike<number>): Cone {
    return new Cone(movePoint(m, this.a), movePoint(m, this.b), this.ra, this.rb);
  }
  sdf(x: number, y: number, z: number): number {
    const [ax, ay, az] = this.a,
      [dx, dy, dz] = this.ab;
    const px = x - ax,
      py = y - ay,
      pz = z - az;
    const t = Math.max(0, Math.min(1, (px * dx + py * dy + pz * dz) / this.len2));
    return len3(px - t * dx, py - t * dy, pz - t * dz) - (this.ra + t * (this.rb - this.ra));
  }
}

class BarSegment extends Shape {
  readonly bounds: Bounds;
  private readonly d: Vec3;
  private readonly len: number;
  private readonly side: Vec3;
  private readonly up: Vec3;
  constructor(
    readonly a: Vec3,
    b: Vec3,
    readonly w: [number, number],
    readonly h: [number, number],
    readonly rounding: number,
  ) {
    super();
    const ab = sub(b, a);
    this.len = Math.hypot(...ab);
    this.d = unit(ab);
    this.side = unit(cross([0, 1, 0], this.d));
    this.up = cross(this.d, this.side);
    this.bounds = merge([grow(a, Math.hypot(w[0], h[0])), grow(b, Math.hypot(w[1], h[1]))]);
  }
  sdf(x: number, y: number, z: number): number {
    const { a, d, side, up, w, h, len, rounding: r } = this;
    const px = x - a[0],
      py = y - a[1],
      pz = z - a[2];
    const along = px * d[0] + py * d[1] + pz * d[2];
    const t = Math.max(0, Math.min(len, along));
    const f = t / len;
    const qa = Math.abs(along - t);
    const qs = Math.abs(px * side[0] + py * side[1] + pz * side[2]) - (w[0] + f * (w[1] - w[0]) - r);
    const qu = Math.abs(px * up[0] + py * up[1] + pz * up[2]) - (h[0] + f * (h[1] - h[0]) - r);
    return len3(Math.max(qa, 0), Math.max(qs, 0), Math.max(qu, 0)) + Math.min(Math.max(qa, qs, qu), 0) - r;
  }
}

/**
 * A bar along a polyline whose cross-section is a rounded rectangle: `halfWidth` across (horizontal,
 * perpendicular to the line), `halfHeight` vertical, both per vertex; the mandibular body and the alveolar processes.
 */
export const bar = (points: Vec3[], halfWidth: number[], halfHeight: number[], rounding: number): Union =>
  new Union(
    points
      .slice(1)
      .map(
        (b, i) =>
          new BarSegment(
            points[i]!,
            b,
            [halfWidth[i]!, halfWidth[i + 1]!],
            [halfHeight[i]!, halfHeight[i + 1]!],
            rounding,
          ),
      ),
  );

/** A flat polygon (vertices in one plane, in order) extruded by `halfThickness` to both sides: ramus, palate. */
export class Slab extends Shape {
  readonly bounds: Bounds;
  private readonly origin: Vec3;
  private readonly e1: Vec3;
  private readonly e2: Vec3;
  private readonly normal: Vec3;
  private readonly poly: [number, number][];
  constructor(
    vertices: Vec3[],
    readonly halfThickness: number,
  ) {
    super();
    this.origin = vertices[0]!;
    this.e1 = unit(sub(vertices[1]!, this.origin));
    this.normal = unit(cross(this.e1, sub(vertices[2]!, this.origin)));
    this.e2 = cross(this.normal, this.e1);
    this.poly = vertices.map((v) => {
      const q = sub(v, this.origin);
      return [dot(q, this.e1), dot(q, this.e2)];
    });
    this.bounds = merge(vertices.map((v) => grow(v, halfThickness)));
  }
  sdf(x: number, y: number, z: number): number {
    const qx = x - this.origin[0],
      qy = y - this.origin[1],
      qz = z - this.origin[2];
    const { e1, e2, normal: n } = this;
    const h = Math.abs(qx * n[0] + qy * n[1] + qz * n[2]);
    // Far from the plane the distance to the plane is enough (a lower bound beyond REACH).
    if (h - this.halfThickness > REACH) return h - this.halfThickness;
    const u = qx * e1[0] + qy * e1[1] + qz * e1[2],
      v = qx * e2[0] + qy * e2[1] + qz * e2[2];
    const d2 = polygonDistance(this.poly, u, v);
    return d2 <= 0 ? Math.max(d2, h - this.halfThickness) : Math.hypot(d2, Math.max(h - this.halfThickness, 0));
  }
}

/** Signed distance from (u, v) to a simple polygon, negative inside. */
export function polygonDistance(poly: [number, number][], u: number, v: number): number {
  let d2 = Infinity,
    inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!,
      [xj, yj] = poly[j]!;
    const ex = xj - xi,
      ey = yj - yi,
      wx = u - xi,
      wy = v - yi;
    const t = Math.max(0, Math.min(1, (wx * ex + wy * ey) / (ex * ex + ey * ey)));
    d2 = Math.min(d2, (wx - ex * t) ** 2 + (wy - ey * t) ** 2);
    if (yi > v !== yj > v && u < ((xj - xi) * (v - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside ? -Math.sqrt(d2) : Math.sqrt(d2);
}

/** An axis-aligned box with rounded edges. */
export class RoundBox extends Shape {
  readonly bounds: Bounds;
  constructor(
    readonly center: Vec3,
    readonly half: Vec3,
    readonly rounding: number,
  ) {
    super();
    this.bounds = [
      center[0] - half[0],
      center[1] - half[1],
      center[2] - half[2],
      center[0] + half[0],
      center[1] + half[1],
      center[2] + half[2],
    ];
  }
  sdf(x: number, y: number, z: number): number {
    const r = this.rounding;
    const qx = Math.abs(x - this.center[0]) - this.half[0] + r,
      qy = Math.abs(y - this.center[1]) - this.half[1] + r,
      qz = Math.abs(z - this.center[2]) - this.half[2] + r;
    return len3(Math.max(qx, 0), Math.max(qy, 0), Math.max(qz, 0)) + Math.min(Math.max(qx, qy, qz), 0) - r;
  }
}

/** A shape that can be moved by a rigid pose (4x4 column-major), whose distance holds everywhere, in a ball. */
export interface Movable extends Shape {
  moved(pose: ArrayLike<number>): Movable;
  readonly ball: { centre: Vec3; radius: number };
}

const movePoint = (m: ArrayLike<number>, p: Vec3): Vec3 => [
  m[0]! * p[0] + m[4]! * p[1] + m[8]! * p[2] + m[12]!,
  m[1]! * p[0] + m[5]! * p[1] + m[9]! * p[2] + m[13]!,
  m[2]! * p[0] + m[6]! * p[1] + m[10]! * p[2] + m[14]!,
];
const moveDirection = (m: ArrayLike<number>, d: Vec3): Vec3 => [
  m[0]! * d[0] + m[4]! * d[1] + m[8]! * d[2],
  m[1]! * d[0] + m[5]! * d[1] + m[9]! * d[2],
  m[2]! * d[0] + m[6]! * d[1] + m[10]! * d[2],
];

/**
 * The room `parts` take when moved through rigid `poses` (the parts as given at the identity), grown
 * by `margin`: the least distance to the moved parts, minus the margin. More than `REACH` inside, the
 * first part found that deep answers (a bound, as `FAR` is outside). Between two neighbouring poses the
 * true swept surface lies outside this one by at most the sagitta of the step,
 * step² / (8 × the surface's least radius of curvature).
 */
export class Sweep extends Shape {
  readonly bounds: Bounds;
  private readonly shapes: Movable[];
  private readonly active: Movable[];
  private count = 0;
  private nearest = 0;
  constructor(
    parts: Movable[],
    poses: ArrayLike<number>[],
    readonly margin: number,
  ) {
    super();
    this.shapes = poses.flatMap((m) => parts.map((p) => p.moved(m)));
    const b = merge(this.shapes.map((p) => p.bounds));
    this.bounds = [b[0] - margin, b[1] - margin, b[2] - margin, b[3] + margin, b[4] + margin, b[5] + margin];
    this.active = new Array<Movable>(this.shapes.length);
  }
  override beginRow(y: number, z: number): boolean {
    this.count = 0;
    this.nearest = 0;
    if (!super.beginRow(y, z)) return false;
    const r = REACH + this.margin;
    for (const p of this.shapes) {
      const b = p.bounds;
      if (y >= b[1] - r && y <= b[4] + r && z >= b[2] - r && z <= b[5] + r) this.active[this.count++] = p;
    }
    return this.count > 0;
  }
  sdf(x: number, y: number, z: number): number {
    const r = REACH + this.margin;
    let d = FAR;
    // From the part nearest the previous point of the row: it is likely near this one too.
    for (let n = 0, i = this.nearest; n < this.count; n++, i = i + 1 === this.count ? 0 : i + 1) {
      const p = this.active[i]!;
      if (x < p.bounds[0] - r || x > p.bounds[3] + r) continue;
      // Its ball cannot bring a part nearer than the nearest so far (or within reach): skip its distance.
      const { centre: c, radius } = p.ball;
      if (len3(x - c[0], y - c[1], z - c[2]) - radius >= Math.min(d, r)) continue;
      const e = p.sdf(x, y, z);
      if (e < d) {
        d = e;
        this.nearest = i;
      }
      if (d - this.margin < -REACH) break;
    }
    return d === FAR ? FAR : d - this.margin;
  }
}

/** The union of shapes; per row it keeps only the parts that reach the row. */
export class Union extends Shape {
  readonly bounds: Bounds;
  private readonly active: Shape[];
  private count = 0;
  constructor(readonly parts: Shape[]) {
    super();
    this.bounds = merge(parts.map((p) => p.bounds));
    this.active = new Array<Shape>(parts.length);
  }
  override beginRow(y: number, z: number): boolean {
    this.count = 0;
    if (!super.beginRow(y, z)) return false;
    for (const p of this.parts) if (p.beginRow(y, z)) this.active[this.count++] = p;
    return this.count > 0;
  }
  sdf(x: number, y: number, z: number): number {
    let d = FAR;
    for (let i = 0; i < this.count; i++) {
      const p = this.active[i]!;
      if (p.reaches(x)) d = Math.min(d, p.sdf(x, y, z));
    }
    return d;
  }
}

/** `base` with `cut` removed. */
export class Difference extends Shape {
  readonly bounds: Bounds;
  private cutActive = false;
  constructor(
    readonly base: Shape,
    readonly cut: Shape,
  ) {
    super();
    this.bounds = base.bounds;
  }
  override beginRow(y: number, z: number): boolean {
    if (!this.base.beginRow(y, z)) return false;
    this.cutActive = this.cut.beginRow(y, z);
    return true;
  }
  sdf(x: number, y: number, z: number): number {
    const d = this.base.sdf(x, y, z);
    // More than REACH outside the base the cut changes nothing that is looked at (the result is at least d).
    return this.cutActive && d <= REACH && this.cut.reaches(x) ? Math.max(d, -this.cut.sdf(x, y, z)) : d;
  }
}
