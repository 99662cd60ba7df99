import { FACE_REGIONS } from '@odontia/shared';
import type { PhantomFace } from './head.js';
import { smoothstep } from '../smoothstep.js';

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
  const u = fade(fx - ix);
  const v = fade(fy - iy);
  const w = fade(fz - iz);
  const u1 = 1 - u;
  const v1 = 1 - v;
  const w1 = 1 - w;
  // the eight lattice corners (written out: this runs for every sample of skin)
  let total = 0;
  total += hash(ix, iy, iz) * u1 * v1 * w1;
  total += hash(ix + 1, iy, iz) * u * v1 * w1;
  total += hash(ix, iy + 1, iz) * u1 * v * w1;
  total += hash(ix + 1, iy + 1, iz) * u * v * w1;
  total += hash(ix, iy, iz + 1) * u1 * v1 * w;
  total += hash(ix + 1, iy, iz + 1) * u * v1 * w;
  total += hash(ix, iy + 1, iz + 1) * u1 * v * w;
  total += hash(ix + 1, iy + 1, iz + 1) * u * v * w;
  return total;
}

function hash(a: number, b: number, c: number): number {
  let h = Math.imul(a, 374761393) ^ Math.imul(b, 668265263) ^ Math.imul(c, 1274126177);
  h = Math.imul(h ^ (h >>> 13), 1103515245);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

const fade = (t: number) => t * t * (3 - 2 * t);

/** The skin's colour `base` with its mottling at (x, y, z): one function for the face and the head. */
function skinTone(base: Rgb, x: number, y: number, z: number): Rgb {
  const tone = 0.9 + 0.14 * noise(x, y, z, 9) + 0.05 * noise(x, y, z, 1.1);
  return [base[0] * tone, base[1] * tone, base[2] * tone];
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

const SKIN: Rgb = [222, 170, 145];
const HAIR: Rgb = [58, 42, 32];
const EAR: Rgb = [222, 158, 138];
const SHIRT: Rgb = [74, 92, 118];
const LIP: Rgb = [176, 92, 92];
const BROW: Rgb = [62, 44, 34];
const SCLERA: Rgb = [236, 230, 224];
const IRIS: Rgb = [92, 62, 40];
const PUPIL: Rgb = [18, 16, 18];
const MOUTH: Rgb = [58, 22, 26];
const TOOTH: Rgb = [238, 232, 212];

/** The skin, lips, brows, eyes and mouth of a phantom face, painted on its neutral surface. */
export class FaceSkin {
  private readonly lips: Polyline;
  private readonly brows: Polyline[];
  private readonly lids: Polyline[];
  private readonly eyes: Polygon[];
  private readonly eyeTops: number[];

  constructor(private readonly face: PhantomFace) {
    const rest = face.rest;
    this.lips = polyline(outline(rest, FACE_REGIONS.lipsOuter));
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
    let c = skinTone(SKIN, x, y, z);
    const [x0, y0, x1, y1] = this.lips.box;
    if (x >= x0 && x <= x1 && y >= y0 && y <= y1 && inside(this.lips.points, x, y)) c = mix(c, LIP, 0.85);
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

  /**
   * The head beyond the face oval at neutral point `p`, `fromOval` mm from the oval along the surface: the
   * same skin (so the oval leaves no edge), and hair above a hairline that runs over the forehead, above
   * the ears and down to the nape, kept a few millimetres clear of the oval.
   */
  head(p: [number, number, number], fromOval: number): Rgb {
    const [x, y, z] = p;
    const hair = fromOval > 4 ? this.hair(x, y, z) * smoothstep(4, 10, fromOval) : 0;
    if (hair <= 0) return skinTone(SKIN, x, y, z);
    const strand = 0.72 + 0.45 * noise(x, y * 0.25, z, 1.6) + 0.12 * noise(x, y, z, 6);
    const h: Rgb = [HAIR[0] * strand, HAIR[1] * strand, HAIR[2] * strand];
    return hair >= 1 ? h : mix(skinTone(SKIN, x, y, z), h, hair);
  }

  /** Hair density (0-1) at neutral point (x, y, z): above a hairline round the cranium's centre. */
  private hair(x: number, y: number, z: number): number {
    const [dx, dy, dz] = [x, y - 15, z + 85];
    const up = dy / Math.hypot(dx, dy, dz);
    const cos = dz / (Math.hypot(dx, dz) || 1);
    // the hairline's height as the sine of the elevation, by azimuth: 0.49 over the forehead, 0 above the
    // ears, -0.6 at the nape
    const line = -0.0175 + 0.545 * cos - 0.0375 * (2 * cos * cos - 1);
    // the ragged edge reaches 0.05 either side of the line
    if (up < line - 0.07) return 0;
    if (up > line + 0.07) return 1;
    const ragged = 0.05 * (noise(x, y, z, 7) - 0.5) + 0.02 * (noise(x, y, z, 2) - 0.5);
    return smoothstep(line - 0.015, line + 0.015, up + ragged);
  }

  /** An ear at neutral point `p`: a little redder than the face, the bowl of the concha in shadow. */
  ear(p: [number, number, number]): Rgb {
    const [x, y, z] = p;
    let c = skinTone(EAR, x, y, z);
    const frame = this.face.surface.ears[x > 0 ? 0 : 1]!;
    const d = [0, 1, 2].map((k) => p[k]! - frame.centre[k]!);
    const dot = (v: readonly number[]) => d[0]! * v[0]! + d[1]! * v[1]! + d[2]! * v[2]!;
    const [ry, rw] = frame.radii;
    if (dot(frame.normal) > 0) {
      const r = Math.hypot((dot(frame.length) + 3) / (0.62 * ry), (dot(frame.width) - 1.5) / (0.55 * rw));
      c = mix(c, [120, 70, 60], 0.6 * (1 - smoothstep(0.75, 1, r)));
    }
    return c;
  }

  /** The shirt on the shoulders: a plain blue-grey cloth with a faint weave. */
  shirt([x, y, z]: [number, number, number]): Rgb {
    const weave = 0.92 + 0.1 * noise(x, y, z, 3) + 0.04 * noise(x * 4, y * 4, z * 4, 1);
    return [SHIRT[0] * weave, SHIRT[1] * weave, SHIRT[2] * weave];
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
