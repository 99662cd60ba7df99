import { FACE_REGIONS, IRIS_DIAMETER_MM, type FaceExpression, type FacePoint } from '@odontia/shared';
import { SeededRandom } from '../random.js';
import { canonicalFace } from './canonical.js';
import { headShape, type EarFrame } from './head-shape.js';
import { smoothstep } from '../smoothstep.js';

/**
 * The phantom's face: MediaPipe's canonical face mesh (so its 468 vertices ARE the true landmarks),
 * proportioned by the seed and posed in an expression. Face frame, mm: x to the patient's left, y up,
 * z out of the face, origin midway between the pupils.
 */
export interface PhantomFace {
  expression: FaceExpression;
  /** 468 vertices = true landmark positions. */
  positions: Float64Array;
  /** The neutral, unposed vertices in the same frame (the skin pattern is painted on these). */
  rest: Float64Array;
  triangles: Uint32Array;
  /** Triangles inside the eye openings and inside the lips (drawn as eyes and mouth). */
  eyeTriangles: Set<number>;
  mouthTriangles: Set<number>;
  pupils: { left: FacePoint; right: FacePoint };
  irisDiameterMm: number;
  ipdMm: number;
  /** Upper incisal edge height (y) and the incisor widths, for the teeth seen when smiling. */
  teeth: { edgeY: number; centralWidth: number; lateralWidth: number; canineWidth: number; z: number };
  /** The whole head as rendered: the face and, for the photos only, the head beyond its oval (no landmarks). */
  surface: PhantomSurface;
}

/**
 * The rendered head: the 468 face vertices (exactly `positions` and `rest`) followed by the head beyond the
 * face oval, the ears and the shoulders (see head-shape.ts). Its triangles are the face's (same numbering),
 * then the head's, the ears' and the shoulders'.
 */
export interface PhantomSurface {
  positions: Float64Array;
  rest: Float64Array;
  triangles: Uint32Array;
  /** Where the head's triangles start (after the face's), where the ears' start and the shoulders'. */
  headStart: number;
  earStart: number;
  bodyStart: number;
  /** Per vertex: distance from the face oval along the surface (mm): 0 on the face, Infinity on ears and shoulders. */
  fromOval: Float64Array;
  /** The ears' frames in the neutral face frame (for painting them). */
  ears: EarFrame[];
}

export interface PhantomFaceOptions {
  seed?: number;
  expression?: FaceExpression;
}

const ring = (ids: readonly number[]) => new Set(ids);

function innerTriangles(triangles: Uint32Array, contour: Set<number>): Set<number> {
  const inside = new Set<number>();
  for (let t = 0; t < triangles.length / 3; t++)
    if (contour.has(triangles[t * 3]!) && contour.has(triangles[t * 3 + 1]!) && contour.has(triangles[t * 3 + 2]!))
      inside.add(t);
  return inside;
}

const centroid = (p: Float64Array, ids: readonly number[]): FacePoint => {
  const c: FacePoint = [0, 0, 0];
  for (const i of ids) for (let k = 0; k < 3; k++) c[k]! += p[i * 3 + k]! / ids.length;
  return c;
};

/** The mouth's movement in an expression: the jaw's opening angle about its hinge, and the smile. */
interface MouthMotion {
  expression: FaceExpression;
  mouthY: number;
  open: number;
  hinge: [number, number, number];
  cornerL: [number, number, number];
}

function mouthMotion(rest: Float64Array, expression: FaceExpression): MouthMotion {
  const mouthY = (rest[13 * 3 + 1]! + rest[14 * 3 + 1]!) / 2;
  const open = expression === 'open_mouth' ? (16 * Math.PI) / 180 : (5 * Math.PI) / 180;
  // hinge near the condyles: behind and above the mouth
  const hinge: [number, number, number] = [0, mouthY + 45, -55];
  const cornerL: [number, number, number] = [rest[291 * 3]!, rest[291 * 3 + 1]!, rest[291 * 3 + 2]!];
  return { expression, mouthY, open, hinge, cornerL };
}

/** How much of the jaw's rotation a face vertex at height y follows (the lower lip and all below it). */
const jawWeight = (m: MouthMotion, i: number, y: number) =>
  i === 13 ? 0 : 1 - smoothstep(m.mouthY - 4, m.mouthY + 1, y);
/** The upper lip's lift in a smile. */
const lipLift = (m: MouthMotion, i: number, y: number) =>
  i === 13 || (y > m.mouthY && Math.abs(y - m.mouthY) < 6) ? 2.5 : 0;

/**
 * Moves point `i` of `rest` into `out`: the jaw's rotation by `jaw` of its angle about the hinge and, in a
 * smile, the corners' pull scaled by `pull` and the upper lip's lift `lift`.
 */
function movePoint(
  m: MouthMotion,
  rest: Float64Array,
  out: Float64Array,
  i: number,
  jaw: number,
  pull: number,
  lift: number,
): void {
  const { hinge, cornerL } = m;
  const [x, y, z] = [rest[i * 3]!, rest[i * 3 + 1]!, rest[i * 3 + 2]!];
  const a = m.open * jaw;
  const dy = y - hinge[1]!;
  const dz = z - hinge[2]!;
  out[i * 3 + 1] = hinge[1]! + dy * Math.cos(a) - dz * Math.sin(a);
  out[i * 3 + 2] = hinge[2]! + dy * Math.sin(a) + dz * Math.cos(a);
  if (m.expression === 'smile') {
    const side = Math.sign(x) || 1;
    const d2 = (Math.abs(x) - cornerL[0]!) ** 2 + (y - cornerL[1]!) ** 2;
    const g = Math.exp(-d2 / (2 * 16 * 16)) * pull;
    out[i * 3] = out[i * 3]! + side * 4 * g;
    out[i * 3 + 1] = out[i * 3 + 1]! + 5 * g + lift;
    out[i * 3 + 2] = out[i * 3 + 2]! - 3 * g;
  }
}

/** Moves the mouth: `open` drops the lower jaw about the condyles; `smile` raises and widens the corners. */
function pose(rest: Float64Array, expression: FaceExpression): Float64Array {
  const out = Float64Array.from(rest);
  if (expression === 'neutral') return out;
  const m = mouthMotion(rest, expression);
  for (let i = 0; i < rest.length / 3; i++) {
    const y = rest[i * 3 + 1]!;
    // the lower lip and everything below it follow the jaw; the upper lip stays
    movePoint(m, rest, out, i, jawWeight(m, i, y), 1, lipLift(m, i, y));
  }
  return out;
}

/**
 * Poses the head beyond the oval with the face: near the oval each vertex moves as the oval where its
 * meridian starts (the chin, the floor under the jaw and the upper neck follow the jaw), fading out over
 * 10-75 mm from the oval, so the neck's base, the back of the head and the ears stay put.
 */
function poseHead(
  rest: Float64Array,
  expression: FaceExpression,
  face: number,
  anchors: Uint32Array,
  fromOval: Float64Array,
): Float64Array {
  const out = Float64Array.from(rest);
  if (expression === 'neutral') return out;
  const m = mouthMotion(rest, expression);
  for (let i = face; i < rest.length / 3; i++) {
    const u = fromOval[i - face]!;
    if (!Number.isFinite(u)) continue;
    const f = 1 - smoothstep(10, 75, u);
    if (f === 0) continue;
    const [a, b] = [anchors[(i - face) * 2]!, anchors[(i - face) * 2 + 1]!];
    const [ya, yb] = [rest[a * 3 + 1]!, rest[b * 3 + 1]!];
    const jaw = ((jawWeight(m, a, ya) + jawWeight(m, b, yb)) / 2) * f;
    const lift = ((lipLift(m, a, ya) + lipLift(m, b, yb)) / 2) * f;
    movePoint(m, rest, out, i, jaw, f, lift);
  }
  return out;
}

export function phantomFace(options: PhantomFaceOptions = {}): PhantomFace {
  const { seed = 1, expression = 'neutral' } = options;
  const base = canonicalFace();
  const random = new SeededRandom(seed * 7919 + 17);
  const sx = 1 + random.normal(0, 0.03);
  const sy = 1 + random.normal(0, 0.03);
  const sz = 1 + random.normal(0, 0.04);
  const nose = 1 + random.normal(0, 0.08);
  const head = headShape();
  const faceCount = base.positions.length / 3;
  // the face's vertices then the head's beyond the oval, proportioned alike
  const all = new Float64Array(base.positions.length + head.positions.length);
  all.set(base.positions);
  all.set(head.positions, base.positions.length);
  const noseTip = [base.positions[4 * 3 + 1]!, base.positions[4 * 3 + 2]!];
  for (let i = 0; i < all.length / 3; i++) {
    const [x, y, z] = [all[i * 3]!, all[i * 3 + 1]!, all[i * 3 + 2]!];
    // a longer or shorter nose: forward shift fading with distance from the tip
    const g = Math.exp(-(x * x + (y - noseTip[0]!) ** 2) / (2 * 18 * 18));
    all[i * 3] = x * sx;
    all[i * 3 + 1] = y * sy;
    all[i * 3 + 2] = z * sz + (nose - 1) * 12 * g;
  }
  const rest = all.slice(0, base.positions.length);
  // the pupils sit at the centre of the eye opening, 1 mm in front of the lid contour's mean depth; the
  // origin is midway between them
  const right0 = centroid(rest, FACE_REGIONS.rightEye);
  const left0 = centroid(rest, FACE_REGIONS.leftEye);
  const origin = [0, 1, 2].map((k) => (right0[k]! + left0[k]!) / 2 + (k === 2 ? 1 : 0));
  for (let i = 0; i < rest.length; i++) rest[i] = rest[i]! - origin[i % 3]!;
  for (let i = 0; i < all.length; i++) all[i] = all[i]! - origin[i % 3]!;
  const right = centroid(rest, FACE_REGIONS.rightEye);
  const left = centroid(rest, FACE_REGIONS.leftEye);
  right[2] += 1;
  left[2] += 1;
  const positions = pose(rest, expression);
  const surfacePositions = poseHead(all, expression, faceCount, head.anchors, head.fromOval);
  surfacePositions.set(positions);
  const fromOval = new Float64Array(all.length / 3);
  fromOval.set(head.fromOval, faceCount);
  const scaled = (p: readonly number[]): [number, number, number] => [
    p[0]! * sx - origin[0]!,
    p[1]! * sy - origin[1]!,
    p[2]! * sz - origin[2]!,
  ];
  const upperLipInner = rest[13 * 3 + 1]!;
  return {
    expression,
    positions,
    rest,
    triangles: base.triangles,
    eyeTriangles: new Set([
      ...innerTriangles(base.triangles, ring(FACE_REGIONS.rightEye)),
      ...innerTriangles(base.triangles, ring(FACE_REGIONS.leftEye)),
    ]),
    mouthTriangles: innerTriangles(base.triangles, ring(FACE_REGIONS.lipsInner)),
    pupils: { left, right },
    irisDiameterMm: IRIS_DIAMETER_MM,
    ipdMm: Math.hypot(left[0] - right[0], left[1] - right[1], left[2] - right[2]),
    teeth: {
      edgeY: upperLipInner - 2.5 * sy,
      centralWidth: 8.6 * sx,
      lateralWidth: 6.6 * sx,
      canineWidth: 7.6 * sx,
      z: rest[13 * 3 + 2]! - 4,
    },
    surface: {
      positions: surfacePositions,
      rest: all,
      triangles: Uint32Array.from([...base.triangles, ...head.triangles]),
      headStart: base.triangles.length / 3,
      earStart: base.triangles.length / 3 + head.earStart,
      bodyStart: base.triangles.length / 3 + head.bodyStart,
      fromOval,
      ears: head.ears.map((e) => ({ ...e, centre: scaled(e.centre) })),
    },
  };
}

/** The true landmarks of a phantom face as points. */
export const faceLandmarks = (face: PhantomFace): FacePoint[] =>
  Array.from({ length: face.positions.length / 3 }, (_, i) => [
    face.positions[i * 3]!,
    face.positions[i * 3 + 1]!,
    face.positions[i * 3 + 2]!,
  ]);
