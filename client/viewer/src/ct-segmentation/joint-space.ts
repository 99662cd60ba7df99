import { IDENTITY4 } from '@odontia/shared';
import { validFrames, type PoseTrack } from '../playback/pose.js';
import { KdTree } from '../tools/alignment/kdtree.js';
import type { Vec3 } from './frame.js';

/** Surface points near one joint: the condyle's (mandible) and the fossa's (skull), patient frame. */
export interface JointSurfaces {
  condyle: Float32Array;
  fossa: Float32Array;
  fossaNormals: Float32Array;
  tree: KdTree;
}

/** Mandible and skull surface points within `radiusMm` of a condyle point, with a search tree over the fossa. */
export function jointSurfaces(
  jaw: { positions: Float32Array },
  skull: { positions: Float32Array; normals: Float32Array },
  condyle: Vec3,
  radiusMm = 15,
): JointSurfaces {
  // A surface's triangles repeat each vertex about six times: the joint space is taken over each
  // point once (the per-frame cost grows with the condyle's points; the repeats made a recording of
  // 300 frames take half an hour).
  const near = (src: Float32Array, normals?: Float32Array) => {
    const pts: number[] = [],
      nor: number[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < src.length; i += 3) {
      const dx = src[i]! - condyle[0],
        dy = src[i + 1]! - condyle[1],
        dz = src[i + 2]! - condyle[2];
      if (dx * dx + dy * dy + dz * dz > radiusMm * radiusMm) continue;
      const key = `${src[i]},${src[i + 1]},${src[i + 2]}`;
      if (seen.has(key)) continue;
      seen.add(key);
      pts.push(src[i]!, src[i + 1]!, src[i + 2]!);
      if (normals) nor.push(normals[i]!, normals[i + 1]!, normals[i + 2]!);
    }
    return { pts: new Float32Array(pts), nor: new Float32Array(nor) };
  };
  const c = near(jaw.positions);
  const f = near(skull.positions, skull.normals);
  return { condyle: c.pts, fossa: f.pts, fossaNormals: f.nor, tree: new KdTree(f.pts) };
}

/** Joint space at one pose: the least distance from the moved condyle surface to the fossa surface. */
export interface JointSpace {
  /** mm; negative when the condyle surface lies inside the fossa's bone (penetration). */
  distanceMm: number;
  penetrating: boolean;
  /** The condyle surface point (moved) and the fossa point of the least distance. */
  condylePoint: Vec3;
  fossaPoint: Vec3;
}

/** One condyle point moved by a pose, against its nearest fossa point. */
interface PointSpace {
  moved: Vec3;
  /** Index of the nearest fossa point (x at fossa[q]). */
  q: number;
  distance: number;
  /** Behind the nearest fossa point along its outward normal: inside the fossa's bone. */
  behind: boolean;
}

function pointSpace(j: JointSurfaces, m: ArrayLike<number>, i: number): PointSpace {
  const x = j.condyle[i]!,
    y = j.condyle[i + 1]!,
    z = j.condyle[i + 2]!;
  const moved: Vec3 = [
    m[0]! * x + m[4]! * y + m[8]! * z + m[12]!,
    m[1]! * x + m[5]! * y + m[9]! * z + m[13]!,
    m[2]! * x + m[6]! * y + m[10]! * z + m[14]!,
  ];
  const q = j.tree.nearest(moved[0], moved[1], moved[2]).index * 3;
  const ex = moved[0] - j.fossa[q]!,
    ey = moved[1] - j.fossa[q + 1]!,
    ez = moved[2] - j.fossa[q + 2]!;
  const behind = ex * j.fossaNormals[q]! + ey * j.fossaNormals[q + 1]! + ez * j.fossaNormals[q + 2]! < 0;
  return { moved, q, distance: Math.sqrt(ex * ex + ey * ey + ez * ez), behind };
}

const fossaPointAt = (j: JointSurfaces, q: number): Vec3 => [j.fossa[q]!, j.fossa[q + 1]!, j.fossa[q + 2]!];

const NO_SPACE: JointSpace = {
  distanceMm: NaN,
  penetrating: false,
  condylePoint: [NaN, NaN, NaN],
  fossaPoint: [NaN, NaN, NaN],
};

/**
 * The joint space with the mandible moved by `pose` (a 4x4 column-major rigid transform, mandible in
 * the upper-scan frame; identity in maximal intercuspation). A condyle point is inside the fossa's bone
 * when it lies behind the nearest fossa point along that point's outward normal. `distances`, when
 * given, receives every condyle point's distance to the fossa.
 */
export function jointSpaceAt(j: JointSurfaces, pose?: ArrayLike<number>, distances?: Float64Array): JointSpace {
  if (!j.fossa.length || !j.condyle.length) return NO_SPACE;
  const m = pose ?? IDENTITY4;
  let nearest: PointSpace | null = null,
    deepest: PointSpace | null = null;
  for (let i = 0; i < j.condyle.length; i += 3) {
    const p = pointSpace(j, m, i);
    if (distances) distances[i / 3] = p.distance;
    if (p.behind && p.distance > (deepest?.distance ?? 0)) deepest = p;
    if (p.distance < (nearest?.distance ?? Infinity)) nearest = p;
  }
  const at = deepest ?? nearest!;
  return {
    distanceMm: deepest ? -deepest.distance : nearest!.distance,
    penetrating: Boolean(deepest),
    condylePoint: at.moved,
    fossaPoint: fossaPointAt(j, at.q),
  };
}

/** The farthest any condyle point moves from pose `a` to pose `b`: the motion is affine, so at a corner of their bounding box. */
function largestMove(corners: Vec3[], a: ArrayLike<number>, b: ArrayLike<number>): number {
  let most = 0;
  for (const [x, y, z] of corners) {
    let sq = 0;
    for (let r = 0; r < 3; r++) {
      const d =
        (b[r]! - a[r]!) * x + (b[r + 4]! - a[r + 4]!) * y + (b[r + 8]! - a[r + 8]!) * z + b[r + 12]! - a[r + 12]!;
      sq += d * d;
    }
    most = Math.max(most, Math.sqrt(sq));
  }
  return most;
}

function boxCorners(points: Float32Array): Vec3[] {
  const lo = [Infinity, Infinity, Infinity],
    hi = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < points.length; i += 3)
    for (let a = 0; a < 3; a++) {
      lo[a] = Math.min(lo[a]!, points[i + a]!);
      hi[a] = Math.max(hi[a]!, points[i + a]!);
    }
  const corners: Vec3[] = [];
  for (const x of [lo[0]!, hi[0]!])
    for (const y of [lo[1]!, hi[1]!]) for (const z of [lo[2]!, hi[2]!]) corners.push([x, y, z]);
  return corners;
}

/**
 * Below this least distance a frame is measured over every condyle point. A condyle surface that
 * crosses the fossa surface has points within about the surfaces' point spacing of it (under 1 mm on
 * CBCT voxels up to 0.6 mm), so a frame whose least distance is wider cannot penetrate.
 */
export const FULL_CHECK_MM = 2;

/**
 * Joint space per frame of a recording and its minimum (the narrowest the joint gets in the movement).
 * Exact, but not every condyle point is measured on every frame: each point keeps a lower bound of
 * its distance (its last measured distance less the farthest any point has moved since), and only the
 * points whose bound is under the frame's least distance so far are measured again; a frame narrower
 * than FULL_CHECK_MM is measured over every point, so a penetration and its depth are never missed.
 */
export function jointSpaceOverTime(
  j: JointSurfaces,
  poses: ArrayLike<number>[],
): { perFrame: number[]; minimumMm: number; penetratingFrames: number } {
  const count = j.condyle.length / 3;
  const bound = new Float64Array(count);
  const corners = boxCorners(j.condyle);
  const perFrame: number[] = [];
  let previous: ArrayLike<number> | null = null;
  let nearestPoint = 0;
  // Every point measured exactly: the bounds become the distances, the nearest point is found again.
  const measureAll = (pose: ArrayLike<number>): number => {
    const distance = jointSpaceAt(j, pose, bound).distanceMm;
    for (let k = 0; k < count; k++) if (bound[k]! < bound[nearestPoint]!) nearestPoint = k;
    return distance;
  };
  for (const pose of poses) {
    let distance: number;
    if (previous && count && j.fossa.length) {
      const moved = largestMove(corners, previous, pose);
      for (let k = 0; k < count; k++) bound[k]! -= moved;
      distance = pointSpace(j, pose, nearestPoint * 3).distance;
      bound[nearestPoint] = distance;
      for (let k = 0; k < count; k++) {
        if (bound[k]! >= distance) continue;
        bound[k] = pointSpace(j, pose, k * 3).distance;
        if (bound[k]! < distance) {
          distance = bound[k]!;
          nearestPoint = k;
        }
      }
      if (distance < FULL_CHECK_MM) distance = measureAll(pose);
    } else distance = measureAll(pose);
    perFrame.push(distance);
    previous = pose;
  }
  return {
    perFrame,
    minimumMm: Math.min(...perFrame),
    penetratingFrames: perFrame.filter((d) => d < 0).length,
  };
}

/** One joint's space over a recorded track: per frame (NaN where the frame has no pose) and its minimum. */
export interface JointSpaceTrack {
  /** ms from the track's first frame, one per frame. */
  timesMs: number[];
  perFrame: number[];
  /** The least joint space of the movement, mm (NaN when no frame has a pose). */
  minimumMm: number;
  minimumAtMs: number;
  penetratingFrames: number;
}

/** The joint space at every measured frame of a recording (missing frames are not interpolated). */
export function jointSpaceOverTrack(j: JointSurfaces, track: PoseTrack): JointSpaceTrack {
  const frames = validFrames(track);
  const poses = Array.from(frames, (f) => track.matrices.subarray(f * 16, f * 16 + 16));
  const over = jointSpaceOverTime(j, poses);
  const t0 = track.times[0] ?? 0;
  const perFrame = Array.from(track.times, () => NaN);
  frames.forEach((f, k) => (perFrame[f] = over.perFrame[k]!));
  const at = over.perFrame.indexOf(over.minimumMm);
  return {
    timesMs: Array.from(track.times, (t) => t - t0),
    perFrame,
    minimumMm: at >= 0 ? over.minimumMm : NaN,
    minimumAtMs: at >= 0 ? track.times[frames[at]!]! - t0 : NaN,
    penetratingFrames: over.penetratingFrames,
  };
}
