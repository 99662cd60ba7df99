import type { FaceFrontView, FacePoint } from '../face/landmarks.js';
import { FACE_REGIONS } from '../face/regions.js';
import { applyRigid, kabsch, type Rigid } from '../jaw/kabsch.js';
import type { V3 } from '../jaw/rigid.js';
import type { SmileDesign } from './design.js';
import { toothMesh } from './shape.js';

/**
 * The 2D preview of a smile design on the patient's smile photo.
 *
 * The design lives in the neutral face's frame; the photo belongs to the smile reconstruction, whose frame
 * its own landmarks define. The teeth are fixed to the skull, so the neutral face is carried onto the smile
 * face by the rigid fit of landmarks a smile does not move (forehead, upper face outline, nose bridge, eye
 * corners); the crowns are then projected through the smile photo's camera and shown only inside the
 * smile's inner lip contour, where the mouth is open.
 */

/** The expressions whose front photo shows the teeth, in order of preference for the preview. */
export const PREVIEW_EXPRESSIONS = ['smile', 'open_mouth'] as const;

/** The model the preview draws into: the smile's, else the open mouth's, one that kept its front photo. */
export function previewModel<T extends { expression: string; photoUrl?: string | null }>(
  models: readonly T[],
): T | null {
  for (const expression of PREVIEW_EXPRESSIONS) {
    const found = models.find((m) => m.expression === expression && m.photoUrl);
    if (found) return found;
  }
  return null;
}

/** Landmarks that stay with the skull through a smile or an open mouth (MediaPipe 468-point indices). */
export const SKULL_FIXED_LANDMARKS = [
  // upper face outline and forehead midline
  10, 338, 297, 332, 284, 251, 389, 356, 127, 162, 21, 54, 103, 67, 109, 151, 9, 8,
  // nose bridge
  168, 6, 197, 195,
  // outer and inner eye corners
  33, 133, 263, 362,
] as const;

const flatOf = (points: readonly FacePoint[]) => SKULL_FIXED_LANDMARKS.flatMap((i) => points[i]!);

/** The rigid transform taking the neutral face's frame onto the smile face's frame. */
export function neutralToSmile(neutral: readonly FacePoint[], smile: readonly FacePoint[]): Rigid {
  return kabsch(flatOf(neutral), flatOf(smile));
}

/** A face-frame point in the view's camera frame (mm). */
export function toViewCamera(view: FaceFrontView, p: V3): V3 {
  const m = view.cameraFromFace;
  return [0, 1, 2].map((r) => m[r * 4]! * p[0] + m[r * 4 + 1]! * p[1] + m[r * 4 + 2]! * p[2] + m[r * 4 + 3]!) as V3;
}

/** A camera-frame point to the photo's pixels. */
export const toPixel = (view: FaceFrontView, c: V3): [number, number] => [
  view.fx * (c[0] / c[2]) + view.cx,
  view.fy * (c[1] / c[2]) + view.cy,
];

export interface SmileFace {
  landmarks: readonly FacePoint[];
  front: FaceFrontView;
}

/** Neutral face-frame points in the smile photo: its camera frame (mm) and its pixels. */
export interface PhotoMapping {
  cameraOf: (p: V3) => V3;
  pixelOf: (p: V3) => [number, number];
  /** RMS distance of the skull-fixed landmarks after the neutral-to-smile fit (mm). */
  fitRmsMm: number;
}

export function neutralToSmilePhoto(neutral: readonly FacePoint[], smile: SmileFace): PhotoMapping {
  const rigid = neutralToSmile(neutral, smile.landmarks);
  const cameraOf = (p: V3) => toViewCamera(smile.front, applyRigid(rigid, p));
  const squared = SKULL_FIXED_LANDMARKS.reduce((s, i) => {
    const [p, q] = [applyRigid(rigid, neutral[i]!), smile.landmarks[i]!];
    return s + (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 + (p[2] - q[2]) ** 2;
  }, 0);
  return {
    cameraOf,
    pixelOf: (p) => toPixel(smile.front, cameraOf(p)),
    fitRmsMm: Math.sqrt(squared / SKULL_FIXED_LANDMARKS.length),
  };
}

export interface PreviewTriangle {
  /** Pixel corners. */
  points: [[number, number], [number, number], [number, number]];
  /** Lambert shade, 0..1, lit from the camera. */
  shade: number;
  /** Mean camera distance (mm): drawn far to near. */
  depth: number;
}

/** The convex hull of 2D points, in order round it (Andrew's monotone chain). */
export function convexHull(points: readonly (readonly [number, number])[]): [number, number][] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const turn = (o: readonly number[], a: readonly number[], b: readonly number[]) =>
    (a[0]! - o[0]!) * (b[1]! - o[1]!) - (a[1]! - o[1]!) * (b[0]! - o[0]!);
  const half = (list: (readonly [number, number])[]) => {
    const chain: (readonly [number, number])[] = [];
    for (const p of list) {
      while (chain.length >= 2 && turn(chain[chain.length - 2]!, chain[chain.length - 1]!, p) <= 0) chain.pop();
      chain.push(p);
    }
    chain.pop();
    return chain;
  };
  return [...half(sorted), ...half(sorted.reverse())].map((p) => [p[0], p[1]]);
}

export interface PreviewTooth {
  fdi: number;
  /** Its front-facing triangles, far to near. */
  triangles: PreviewTriangle[];
  /** Its frontal silhouette (the crown outline) in pixels, closed. */
  outline: [number, number][];
  /** Mean camera distance of its triangles (mm). */
  depth: number;
}

export interface SmilePreview extends PhotoMapping {
  /** The designed crowns, far to near: drawn in this order, a nearer crown covers a farther one. */
  teeth: PreviewTooth[];
  /** The smile's inner lip contour in pixels: the teeth show only inside it. */
  mouth: [number, number][];
  /** The photo's pixels per millimetre at the teeth's mean depth. */
  pixelsPerMm: number;
}

export function smilePreview(design: SmileDesign, neutral: readonly FacePoint[], smile: SmileFace): SmilePreview {
  const mapping = neutralToSmilePhoto(neutral, smile);
  const view = smile.front;
  const teeth = design.teeth.map((tooth): PreviewTooth => {
    const mesh = toothMesh(tooth);
    const at = (i: number) =>
      mapping.cameraOf([mesh.positions[i * 3]!, mesh.positions[i * 3 + 1]!, mesh.positions[i * 3 + 2]!]);
    const triangles: PreviewTriangle[] = [];
    for (let k = 0; k < mesh.indices.length; k += 3) {
      const [a, b, c] = [at(mesh.indices[k]!), at(mesh.indices[k + 1]!), at(mesh.indices[k + 2]!)];
      const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
      const v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
      const n = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
      const centre = [(a[0] + b[0] + c[0]) / 3, (a[1] + b[1] + c[1]) / 3, (a[2] + b[2] + c[2]) / 3];
      // toward the camera: the normal points back along the ray to the triangle
      const facing = -(n[0]! * centre[0]! + n[1]! * centre[1]! + n[2]! * centre[2]!);
      if (facing <= 0) continue;
      const shade = facing / (Math.hypot(n[0]!, n[1]!, n[2]!) * Math.hypot(centre[0]!, centre[1]!, centre[2]!));
      triangles.push({ points: [toPixel(view, a), toPixel(view, b), toPixel(view, c)], shade, depth: centre[2]! });
    }
    triangles.sort((p, q) => q.depth - p.depth);
    // a crown is convex (shape.ts): its outline in the photo is the hull of what is drawn of it
    const outline = convexHull(triangles.flatMap((t) => t.points));
    const depth = triangles.reduce((sum, t) => sum + t.depth, 0) / Math.max(1, triangles.length);
    return { fdi: tooth.fdi, triangles, outline, depth };
  });
  teeth.sort((p, q) => q.depth - p.depth);
  const depth = teeth.reduce((sum, t) => sum + t.depth, 0) / Math.max(1, teeth.length);
  return { ...mapping, teeth, mouth: mouthContour(smile), pixelsPerMm: view.fy / depth };
}

/** The smile's inner lip contour in its front photo (pixels). */
export const mouthContour = ({ front, landmarks }: SmileFace): [number, number][] =>
  FACE_REGIONS.lipsInner.map((i) => toPixel(front, toViewCamera(front, landmarks[i]!)));
