import { FACE_REGIONS, IRIS_DIAMETER_MM, type FaceExpression, type FacePoint } from '@odontia/shared';
import { SeededRandom } from '../random.js';
import { canonicalFace } from './canonical.js';

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

const smoothstep = (a: number, b: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

/** Moves the mouth: `open` drops the lower jaw about the condyles; `smile` raises and widens the corners. */
function pose(rest: Float64Array, expression: FaceExpression): Float64Array {
  const out = Float64Array.from(rest);
  if (expression === 'neutral') return out;
  const mouthY = (rest[13 * 3 + 1]! + rest[14 * 3 + 1]!) / 2;
  const open = expression === 'open_mouth' ? (16 * Math.PI) / 180 : (5 * Math.PI) / 180;
  // hinge near the condyles: behind and above the mouth
  const hinge = [0, mouthY + 45, -55];
  const cornerL = [rest[291 * 3]!, rest[291 * 3 + 1]!, rest[291 * 3 + 2]!];
  for (let i = 0; i < rest.length / 3; i++) {
    const [x, y, z] = [rest[i * 3]!, rest[i * 3 + 1]!, rest[i * 3 + 2]!];
    // the lower lip and everything below it follow the jaw; the upper lip stays
    const w = i === 13 ? 0 : 1 - smoothstep(mouthY - 4, mouthY + 1, y);
    const a = open * w;
    const dy = y - hinge[1]!;
    const dz = z - hinge[2]!;
    out[i * 3 + 1] = hinge[1]! + dy * Math.cos(a) - dz * Math.sin(a);
    out[i * 3 + 2] = hinge[2]! + dy * Math.sin(a) + dz * Math.cos(a);
    if (expression === 'smile') {
      const side = Math.sign(x) || 1;
      const d2 = (Math.abs(x) - cornerL[0]!) ** 2 + (y - cornerL[1]!) ** 2;
      const g = Math.exp(-d2 / (2 * 16 * 16));
      out[i * 3] = out[i * 3]! + side * 4 * g;
      out[i * 3 + 1] = out[i * 3 + 1]! + 5 * g + (i === 13 || (y > mouthY && Math.abs(y - mouthY) < 6) ? 2.5 : 0);
      out[i * 3 + 2] = out[i * 3 + 2]! - 3 * g;
    }
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
  const rest = new Float64Array(base.positions.length);
  const noseTip = [base.positions[4 * 3 + 1]!, base.positions[4 * 3 + 2]!];
  for (let i = 0; i < rest.length / 3; i++) {
    const [x, y, z] = [base.positions[i * 3]!, base.positions[i * 3 + 1]!, base.positions[i * 3 + 2]!];
    // a longer or shorter nose: forward shift fading with distance from the tip
    const g = Math.exp(-(x * x + (y - noseTip[0]!) ** 2) / (2 * 18 * 18));
    rest[i * 3] = x * sx;
    rest[i * 3 + 1] = y * sy;
    rest[i * 3 + 2] = z * sz + (nose - 1) * 12 * g;
  }
  // the pupils sit at the centre of the eye opening, 1 mm in front of the lid contour's mean depth; the
  // origin is midway between them
  const right0 = centroid(rest, FACE_REGIONS.rightEye);
  const left0 = centroid(rest, FACE_REGIONS.leftEye);
  const origin = [0, 1, 2].map((k) => (right0[k]! + left0[k]!) / 2 + (k === 2 ? 1 : 0));
  for (let i = 0; i < rest.length; i++) rest[i] = rest[i]! - origin[i % 3]!;
  const right = centroid(rest, FACE_REGIONS.rightEye);
  const left = centroid(rest, FACE_REGIONS.leftEye);
  right[2] += 1;
  left[2] += 1;
  const positions = pose(rest, expression);
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
  };
}

/** The true landmarks of a phantom face as points. */
export const faceLandmarks = (face: PhantomFace): FacePoint[] =>
  Array.from({ length: face.positions.length / 3 }, (_, i) => [
    face.positions[i * 3]!,
    face.positions[i * 3 + 1]!,
    face.positions[i * 3 + 2]!,
  ]);
