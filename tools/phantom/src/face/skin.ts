import { FACE_REGIONS } from '@odontia/shared';
import type { PhantomFace } from './head.js';

/** 8-bit RGB. */
export type Rgb = [number, number, number];

type Polygon = [number, number][];
interface Polyline {
  points: Polygon;
  box: [number, number, number, number];
}

const polyline = (points: Polygon): Polyline => ({
  points,
  box: [
    Math.min(...points.map((q) => q[0])),
    Math.min(...points.map((q) => q[1])),
    Math.max(...points.map((q) => q[0])),
    Math.max(...points.map((q) => q[1])),
  ],
});

const outline = (p: Float64Array, ids: readonly number[]): Polygon => ids.map((i) => [p[i * 3]!, p[i * 3 + 1]!]);

function inside(poly: Polygon, x: number, y: number): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/** Distance from (x, y) to the polyline, or Infinity when farther than `reach` from its bounding box. */
function distanceToPolyline(line: Polyline, x: number, y: number, reach: number): number {
  const [minX, minY, maxX, maxY] = line.box;
  if (x < minX - reach || x > maxX + reach || y < minY - reach || y > maxY + reach) return Infinity;
  let best = Infinity;
  for (let i = 1; i < line.points.length; i++) {
    const [ax, ay] = line.points[i - 1]!;
    const [bx, by] = line.points[i]!;
    const dx = bx - ax;
    const dy = by - ay;
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(x - ax - t * dx, y - ay - t * dy));
  }
  return best;
}

/** Smooth value noise on the face surface (a deterministic hash lattice), in [0, 1). */
function noise(x: number, y: number, z: number, cell: number): number {
  const fx = x / cell;
  const fy = y / cell;
  const fz = z / cell;
  const ix = Math.floor(fx);
  const iy = Math.floor(fy);
  const iz = Math.floor(fz);
  const hash = (a: number, b: number, c: number) => {
    let h = Math.imul(a, 374761393) ^ Math.imul(b, 668265263) ^ Math.imul(c, 1274126177);
    h = Math.imul(h ^ (h >>> 13), 1103515245);
    return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
  };
  const s = (t: number) => t * t * (3 - 2 * t);
  const [u, v, w] = [s(fx - ix), s(fy - iy), s(fz - iz)];
  let total = 0;
  for (let c = 0; c < 8; c++) {
    const [a, b, d] = [c & 1, (c >> 1) & 1, (c >> 2) & 1];
    total += hash(ix + a, iy + b, iz + d) * (a ? u : 1 - u) * (b ? v : 1 - v) * (d ? w : 1 - w);
  }
  return total;
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

const SKIN: Rgb = [222, 170, 145];
const LIP: Rgb = [176, 92, 92];
const BROW: Rgb = [62, 44, 34];
const SCLERA: Rgb = [236, 230, 224];
const IRIS: Rgb = [92, 62, 40];
const PUPIL: Rgb = [18, 16, 18];
const MOUTH: Rgb = [58, 22, 26];
const TOOTH: Rgb = [238, 232, 212];

/** The skin, lips, brows, eyes and mouth of a phantom face, painted on its neutral surface. */
export class FaceSkin {
  private readonly lips: Polygon;
  private readonly brows: Polyline[];
  private readonly lids: Polyline[];
  private readonly eyes: Polygon[];
  private readonly eyeTops: number[];

  constructor(private readonly face: PhantomFace) {
    const rest = face.rest;
    this.lips = outline(rest, FACE_REGIONS.lipsOuter);
    // brow centre lines: midway between each brow's upper and lower rows
    this.brows = [FACE_REGIONS.rightBrow, FACE_REGIONS.leftBrow]
      .map((ids) =>
        [0, 1, 2, 3, 4].map((k) => {
          const [a, b] = [ids[k]!, ids[9 - k]!];
          return [(rest[a * 3]! + rest[b * 3]!) / 2, (rest[a * 3 + 1]! + rest[b * 3 + 1]!) / 2] as [number, number];
        }),
      )
      .map(polyline);
    this.eyes = [FACE_REGIONS.rightEye, FACE_REGIONS.leftEye].map((ids) => outline(rest, ids));
    // upper lids: from the outer to the inner corner over the top of the contour
    this.lids = [FACE_REGIONS.rightEye, FACE_REGIONS.leftEye].map((ids) => polyline(outline(rest, ids.slice(8))));
    this.eyeTops = this.eyes.map((eye) => Math.max(...eye.map(([, y]) => y)));
  }

  /** Colour at neutral point `p` (x, y, z) on triangle kind; `q` is the posed point (for the teeth). */
  colour(kind: 'skin' | 'eye' | 'mouth', p: [number, number, number], q: [number, number, number]): Rgb {
    if (kind === 'eye') return this.eye(p);
    if (kind === 'mouth') return this.mouth(q);
    const [x, y, z] = p;
    const tone = 0.9 + 0.14 * noise(x, y, z, 9) + 0.05 * noise(x, y, z, 1.1);
    let c: Rgb = [SKIN[0] * tone, SKIN[1] * tone, SKIN[2] * tone];
    if (inside(this.lips, x, y)) c = mix(c, LIP, 0.85);
    for (const brow of this.brows) {
      const d = distanceToPolyline(brow, x, y, 5);
      if (d < 5) c = mix(c, BROW, Math.min(1, (5 - d) / 2) * (0.75 + 0.25 * noise(x * 3, y, z, 0.6)));
    }
    for (const lid of this.lids) {
      const d = distanceToPolyline(lid, x, y, 1.4);
      if (d < 1.4) c = mix(c, PUPIL, 0.7 * (1 - d / 1.4));
    }
    return c;
  }

  private eye([x, y]: [number, number, number]): Rgb {
    const pupil = x > 0 ? this.face.pupils.left : this.face.pupils.right;
    const r = Math.hypot(x - pupil[0], y - pupil[1]);
    const iris = this.face.irisDiameterMm / 2;
    let c: Rgb;
    if (r < 1.8) c = PUPIL;
    else if (r < iris) {
      const angle = Math.atan2(y - pupil[1], x - pupil[0]);
      const streak = 0.85 + 0.15 * Math.sin(angle * 37 + r * 2);
      const rim = r > iris - 0.8 ? 0.55 : 1;
      c = [IRIS[0] * streak * rim, IRIS[1] * streak * rim, IRIS[2] * streak * rim];
    } else c = SCLERA;
    // the lid casts a shadow along the top of the opening
    const top = this.eyeTops[x > 0 ? 1 : 0]!;
    return mix(c, PUPIL, Math.max(0, 0.45 - (top - y) * 0.2));
  }

  private mouth([x, y]: [number, number, number]): Rgb {
    const t = this.face.teeth;
    const edges = [t.centralWidth, t.centralWidth + t.lateralWidth, t.centralWidth + t.lateralWidth + t.canineWidth];
    const half = Math.abs(x);
    if (y < t.edgeY || half > edges[2]!) return MOUTH;
    // the incisal edges curve up towards the canines
    const tooth = edges.findIndex((e) => half < e);
    if (y < t.edgeY + tooth * 0.6) return MOUTH;
    const gap = Math.min(half, ...edges.map((e) => Math.abs(half - e)));
    return gap < 0.35 ? mix(TOOTH, MOUTH, 0.6) : mix(TOOTH, MOUTH, Math.min(0.4, half / 60));
  }
}
