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

/**
 * The joint space with the mandible moved by `pose` (a 4x4 column-major rigid transform, mandible in
 * the upper-scan frame; identity in maximal intercuspation). A condyle point is inside the fossa's bone
 * when it lies behind the nearest fossa point along that point's outward normal.
 */
export function jointSpaceAt(j: JointSurfaces, pose?: ArrayLike<number>): JointSpace {
  const m = pose ?? [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
  let best = Infinity,
    deepest = 0,
    bi = -1,
    bj = -1,
    di = -1,
    dj = -1;
  const moved = (i: number): Vec3 => {
    const x = j.condyle[i]!,
      y = j.condyle[i + 1]!,
      z = j.condyle[i + 2]!;
    return [
      m[0]! * x + m[4]! * y + m[8]! * z + m[12]!,
      m[1]! * x + m[5]! * y + m[9]! * z + m[13]!,
      m[2]! * x + m[6]! * y + m[10]! * z + m[14]!,
    ];
  };
  for (let i = 0; i < j.condyle.length; i += 3) {
    const p = moved(i);
    if (!j.fossa.length) break;
    const q = j.tree.nearest(p[0], p[1], p[2]).index * 3;
    const ex = p[0] - j.fossa[q]!,
      ey = p[1] - j.fossa[q + 1]!,
      ez = p[2] - j.fossa[q + 2]!;
    const d = Math.sqrt(ex * ex + ey * ey + ez * ez);
    const behind = ex * j.fossaNormals[q]! + ey * j.fossaNormals[q + 1]! + ez * j.fossaNormals[q + 2]!;
    if (behind < 0 && d > deepest) {
      deepest = d;
      di = i;
      dj = q;
    }
    if (d < best) {
      best = d;
      bi = i;
      bj = q;
    }
  }
  const penetrating = di >= 0;
  const [ci, fj] = penetrating ? [di, dj] : [bi, bj];
  return {
    distanceMm: penetrating ? -deepest : best,
    penetrating,
    condylePoint: ci >= 0 ? moved(ci) : [NaN, NaN, NaN],
    fossaPoint: fj >= 0 ? [j.fossa[fj]!, j.fossa[fj + 1]!, j.fossa[fj + 2]!] : [NaN, NaN, NaN],
  };
}

/** Joint space per frame of a recording and its minimum (the narrowest the joint gets in the movement). */
export function jointSpaceOverTime(
  j: JointSurfaces,
  poses: ArrayLike<number>[],
): { perFrame: number[]; minimumMm: number; penetratingFrames: number } {
  const perFrame = poses.map((pose) => jointSpaceAt(j, pose).distanceMm);
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
