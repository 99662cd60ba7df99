import {
  faceFrameOf,
  inFaceFrame,
  IRIS_DIAMETER_MM,
  median,
  type CameraIntrinsics,
  type FaceLandmarksFile,
  type FacePoint,
} from '@odontia/shared';
import { canonicalFace } from '@odontia/phantom';
import { estimatePose, project, refinePose, toCamera, type Point2, type Point3, type ViewPose } from './camera-pose.js';
import type { FaceDetection } from './detector.js';
import { MIN_CARD_VIEWS, similarity } from './scale-card.js';
import { triangulate, type Sighting } from './triangulate.js';

export interface DetectedView {
  k: CameraIntrinsics;
  detection: FaceDetection;
  /** The camera's pose in the scale card's frame (mm), when the picture shows the card. */
  cardPose?: ViewPose | null;
  /** The view's pose against the canonical face (`canonicalLandmarks`), when it was already estimated. */
  canonicalPose?: ViewPose;
}

export interface FusedFace {
  /** 468 landmarks, mm, face frame (x patient's left, y up, z out of the face, origin between the pupils). */
  landmarks: FacePoint[];
  pupils: { left: FacePoint; right: FacePoint };
  irisDiameterUnits: number;
  /** The scale card's millimetres when enough pictures show it, else the population iris's. */
  scale: FaceLandmarksFile['scale'];
  /** Each view's pose in the face frame (mm): camera point = R·X + t. */
  poses: ViewPose[];
  rmsReprojectionPx: number;
}

/** A view sees an eye squarely within this angle of the face's forward direction. */
const SQUARE_VIEW_RAD = (25 * Math.PI) / 180;
/** A view counts at most four times the typical view (its noise at least half the typical). */
const MIN_VIEW_NOISE = 0.5;

const sub = (a: Point3, b: Point3): Point3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Point3, b: Point3): Point3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const unit = (a: Point3): Point3 => {
  const l = Math.hypot(a[0], a[1], a[2]);
  return [a[0] / l, a[1] / l, a[2] / l];
};
const dot = (a: Point3, b: Point3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

function neighbourLists(triangles: Uint32Array, count: number): number[][] {
  const sets = Array.from({ length: count }, () => new Set<number>());
  for (let t = 0; t < triangles.length; t += 3)
    for (let e = 0; e < 3; e++) {
      const [a, b] = [triangles[t + e]!, triangles[t + ((e + 1) % 3)]!];
      sets[a]!.add(b);
      sets[b]!.add(a);
    }
  return sets.map((s) => [...s]);
}

const meanOf = (points: Point3[], ids: number[]): Point3 => {
  const m: Point3 = [0, 0, 0];
  for (const i of ids) {
    const p = points[i]!;
    m[0] += p[0] / ids.length;
    m[1] += p[1] / ids.length;
    m[2] += p[2] / ids.length;
  }
  return m;
};

/** Outward unit normal at each vertex of the landmark mesh (area-weighted). */
export function landmarkNormals(points: Point3[], triangles: Uint32Array): Point3[] {
  const n: Point3[] = points.map(() => [0, 0, 0]);
  for (let t = 0; t < triangles.length; t += 3) {
    const [a, b, c] = [triangles[t]!, triangles[t + 1]!, triangles[t + 2]!];
    const f = cross(sub(points[b]!, points[a]!), sub(points[c]!, points[a]!));
    for (const i of [a, b, c]) n[i] = [n[i]![0] + f[0], n[i]![1] + f[1], n[i]![2] + f[2]];
  }
  return n.map((v) => (Math.hypot(...v) > 0 ? unit(v) : v));
}

function reprojectionRmsPx(k: CameraIntrinsics, pose: ViewPose, points: Point3[], observed: Point2[]): number {
  const sum = points.reduce((s, p, j) => {
    const [u, v] = project(k, toCamera(pose, p));
    return s + (u - observed[j]![0]) ** 2 + (v - observed[j]![1]) ** 2;
  }, 0);
  return Math.sqrt(sum / points.length);
}

/** How squarely a surface point faces a view (cosine, 0 when turned away). */
export function facing(pose: ViewPose, point: Point3, normal: Point3): number {
  const p = toCamera(pose, point);
  // the normal in camera axes, against the direction from the camera to the point
  const { r } = pose;
  const nc: Point3 = [
    r[0]! * normal[0] + r[1]! * normal[1] + r[2]! * normal[2],
    r[3]! * normal[0] + r[4]! * normal[1] + r[5]! * normal[2],
    r[6]! * normal[0] + r[7]! * normal[1] + r[8]! * normal[2],
  ];
  return Math.max(0, -dot(unit(nc), unit(p)));
}

/** MediaPipe's canonical face: its 468 landmarks (model units, y up, z out of the face). */
export function canonicalLandmarks(): Point3[] {
  const { positions } = canonicalFace();
  return Array.from({ length: 468 }, (_, i) => [positions[i * 3]!, positions[i * 3 + 1]!, positions[i * 3 + 2]!]);
}

/**
 * Fuses the views: each view's pose from the current shape, every landmark triangulated over all views
 * (weighted by how squarely the view sees it and by how well the view's landmarks fit, robust to outliers),
 * repeated until the shape settles. The shape starts as MediaPipe's canonical face; the result is put in the
 * face frame and scaled by the scale card when the pictures show it, else by the iris.
 */
export function fuseViews(views: DetectedView[], rounds = 4, stiffness = 1): FusedFace {
  const { triangles } = canonicalFace();
  let shape = canonicalLandmarks();
  const observed: Point2[][] = views.map((v) => v.detection.landmarks.map((p) => [p[0], p[1]] as Point2));
  const template = shape;
  const neighbours = neighbourLists(triangles, shape.length);
  let offsets = template.map((p, j) => sub(p, meanOf(template, neighbours[j]!)));
  const cardPoses = views.map((v) => v.cardPose ?? null);
  const onCard = cardPoses.filter((p) => p !== null).length >= MIN_CARD_VIEWS;
  // the views whose cameras the card measured keep those poses; the others are estimated from the face
  const measured = onCard ? cardPoses : views.map(() => null);
  if (onCard) {
    // the card's views are measured cameras: the landmarks triangulated from them alone place the template
    // (a similarity) in the card's millimetres, and their poses stay as the card gave them
    const rough = template.map(
      (_, j) =>
        triangulate(
          views.flatMap((v, i) =>
            measured[i] ? [{ k: v.k, pose: measured[i], at: observed[i]![j]!, weight: 1 }] : [],
          ),
        )?.point ?? null,
    );
    const placed = rough.flatMap((p, j) => (p ? [j] : []));
    const fit = similarity(
      placed.map((j) => template[j]!),
      placed.map((j) => rough[j]!),
    );
    const turn = (p: Point3): Point3 =>
      [0, 1, 2].map(
        (row) => fit.s * (fit.R[row * 3]! * p[0] + fit.R[row * 3 + 1]! * p[1] + fit.R[row * 3 + 2]! * p[2]),
      ) as Point3;
    shape = template.map((p) => {
      const q = turn(p);
      return [q[0] + fit.t[0], q[1] + fit.t[1], q[2] + fit.t[2]];
    });
    offsets = offsets.map(turn);
  }
  // a pose found against the canonical face holds while the shape is still that face (not placed on the card)
  let poses = views.map(
    (v, i) => measured[i] ?? (onCard ? undefined : v.canonicalPose) ?? estimatePose(v.k, shape, observed[i]!).pose,
  );
  let rms = 0;
  let viewNoise = views.map(() => 1);
  for (let round = 0; round < rounds; round++) {
    const normals = landmarkNormals(shape, triangles);
    const next: Point3[] = [];
    for (let j = 0; j < 468; j++) {
      // keep the template's local relief (its Laplacian) where the views disagree
      const m = meanOf(shape, neighbours[j]!);
      const prior = {
        point: [m[0] + offsets[j]![0], m[1] + offsets[j]![1], m[2] + offsets[j]![2]] as Point3,
        stiffness,
      };
      const sightings: Sighting[] = views.map((v, i) => ({
        k: v.k,
        pose: poses[i]!,
        at: observed[i]![j]!,
        weight: (0.01 + facing(poses[i]!, shape[j]!, normals[j]!) ** 4) / viewNoise[i]! ** 2,
      }));
      next.push(triangulate(sightings, prior)?.point ?? shape[j]!);
    }
    shape = next;
    const fits = views.map((v, i) =>
      measured[i]
        ? { pose: measured[i], rmsPx: reprojectionRmsPx(v.k, measured[i], shape, observed[i]!) }
        : refinePose(v.k, shape, observed[i]!, poses[i]!),
    );
    poses = fits.map((f) => f.pose);
    // each view's landmark noise in millimetres at the face (its reprojection error at the nose tip's depth),
    // relative to the typical view's: a view the model read poorly (a profile, a blurred frame) counts less
    const noise = fits.map((f, i) => (f.rmsPx * toCamera(f.pose, shape[4]!)[2]) / views[i]!.k.fx);
    const typical = median(noise);
    viewNoise = noise.map((n) => Math.max(n / typical, MIN_VIEW_NOISE));
    rms = Math.sqrt(fits.reduce((s, f) => s + f.rmsPx ** 2, 0) / fits.length);
  }
  // pupils: triangulated from the iris centres, weighted towards views that face the eye
  const normals = landmarkNormals(shape, triangles);
  const eye = (side: 'left' | 'right', corner: number) => {
    const sightings: Sighting[] = views.map((v, i) => ({
      k: v.k,
      pose: poses[i]!,
      at: v.detection.iris[side].centre,
      weight: 0.05 + facing(poses[i]!, shape[corner]!, normals[corner]!) ** 2,
    }));
    return triangulate(sightings)!.point;
  };
  const left = eye('left', 263);
  const right = eye('right', 33);
  // iris diameter in model units: the horizontal diameter in the views that see both eyes squarely, undoing the
  // foreshortening of the face's left-right direction in that view. The two eyes of a view are averaged: a
  // view from one side sees the near iris wider and the far one narrower than that foreshortening says (the
  // eye openings turn outwards), by up to 5 % each at 25 degrees.
  const across = unit(sub(left, right));
  const forward = unit(cross(across, sub(shape[10]!, shape[152]!)));
  const diameters: number[] = [];
  const measure = (squareOnly: boolean) =>
    views.forEach((v, i) => {
      const pose = poses[i]!;
      if (squareOnly && [left, right].some((centre) => facing(pose, centre, forward) < Math.cos(SQUARE_VIEW_RAD)))
        return;
      const a = [0, 1].map(
        (row) => pose.r[row * 3]! * across[0] + pose.r[row * 3 + 1]! * across[1] + pose.r[row * 3 + 2]! * across[2],
      );
      const visible = Math.max(0.5, Math.hypot(a[0]!, a[1]!));
      const diameter = (side: 'left' | 'right', centre: Point3) =>
        (v.detection.iris[side].diameterPx * toCamera(pose, centre)[2]) / v.k.fx / visible;
      diameters.push((diameter('left', left) + diameter('right', right)) / 2);
    });
  measure(true);
  if (!diameters.length) measure(false);
  const irisDiameterUnits = median(diameters);
  const scale: FusedFace['scale'] = onCard
    ? { method: 'card', mmPerUnit: 1 }
    : { method: 'iris', mmPerUnit: IRIS_DIAMETER_MM / irisDiameterUnits };
  const { mmPerUnit } = scale;
  const frame = faceFrameOf(shape, { left, right });
  const { origin, x, y, z } = frame;
  const toFace = (p: Point3): FacePoint => inFaceFrame(frame, p, mmPerUnit);
  // camera = R·X + t with X = origin + (Fx·x + Fy·y + Fz·z)/s  →  R' = R·[x y z]/s, t' = R·origin + t
  const facePoses = poses.map((p) => {
    const rb = [0, 1, 2].flatMap((row) =>
      [x, y, z].map(
        (axis) => (p.r[row * 3]! * axis[0] + p.r[row * 3 + 1]! * axis[1] + p.r[row * 3 + 2]! * axis[2]) / mmPerUnit,
      ),
    );
    return { r: rb, t: toCamera(p, origin) };
  });
  return {
    landmarks: shape.map(toFace),
    pupils: { left: toFace(left), right: toFace(right) },
    irisDiameterUnits,
    scale,
    poses: facePoses,
    rmsReprojectionPx: rms,
  };
}
