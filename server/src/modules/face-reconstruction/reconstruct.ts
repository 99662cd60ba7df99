import {
  facePhotoIntrinsics,
  type CameraIntrinsics,
  type FaceExpression,
  type FaceLandmarksFile,
} from '@odontia/shared';
import { canonicalFace } from '@odontia/phantom';
import { estimatePose, type ViewPose } from './camera-pose.js';
import { canonicalLandmarks, fuseViews, type DetectedView } from './fuse.js';
import { faceGlb } from './glb.js';
import { encodeJpeg, greyImage, limitSize, rescaledCamera, shrinkFactor, type RgbImage } from './image.js';
import { ScaleCardFinder } from './scale-card.js';
import { subdivideFace } from './surface.js';
import { bakeTexture } from './texture.js';

/** Photos are worked on at this size at most (longer side, pixels): the landmark models see 192 px anyway. */
export const WORKING_SIDE = 960;
/**
 * The front picture the smile preview draws into keeps up to this many pixels on its longer side: zoomed on
 * the mouth, a working-size picture would be enlarged three or four times.
 */
export const PREVIEW_SIDE = 2400;
/** The most front-facing pictures by their own pose, kept at preview size until the fused poses pick one. */
const FRONT_CANDIDATES = 3;
/** Fewer faces than this cannot be fused into a measured face. */
export const MIN_FACE_VIEWS = 3;

export interface FaceReconstruction {
  landmarks: FaceLandmarksFile;
  glb: Uint8Array;
  /** The most front-facing picture (JPEG, longer side at most PREVIEW_SIDE), whose camera is `landmarks.front`. */
  frontJpeg: Uint8Array;
}

export class NotEnoughFaces extends Error {
  constructor(
    public readonly found: number,
    public readonly total: number,
  ) {
    super(`a face was found in ${found} of ${total} pictures`);
  }
}

/**
 * Photos (or video frames) of one expression to a measured, textured face: landmarks and irises in every
 * picture, the views fused into one landmark set, scaled by the scale card (or else the iris diameter), a
 * subdivided surface, its texture blended from the best-facing pictures. `progress` receives 0..1.
 */
export async function reconstructFace(
  pictures: Iterable<RgbImage | null> | AsyncIterable<RgbImage | null>,
  expression: FaceExpression,
  progress: (fraction: number, total?: number) => void = () => {},
  total = 0,
): Promise<FaceReconstruction> {
  // TensorFlow.js and its models load with the first reconstruction, not with every server process
  const { detectFace } = await import('./detector.js');
  const cards = await ScaleCardFinder.create();
  const views: (DetectedView & { photo: RgbImage; picture: number })[] = [];
  const fronts = new FrontCandidates();
  const template = canonicalLandmarks();
  let seen = 0;
  try {
    for await (const picture of pictures) {
      seen++;
      if (picture) {
        const photo = limitSize(picture, WORKING_SIDE);
        const grey = greyImage(photo);
        const detection = await detectFace(photo, grey);
        const k = facePhotoIntrinsics(photo.width, photo.height);
        if (detection) {
          const observed = detection.landmarks.map((p): [number, number] => [p[0], p[1]]);
          const canonicalPose = estimatePose(k, template, observed).pose;
          fronts.offer(views.length, picture, k, canonicalPose);
          const cardPose = cards.cameraPose(grey, k);
          views.push({ k, detection, photo, picture: seen - 1, cardPose, canonicalPose });
        }
      }
      progress(total ? (0.7 * seen) / total : 0.35);
    }
  } finally {
    cards.delete();
  }
  if (views.length < MIN_FACE_VIEWS) throw new NotEnoughFaces(views.length, seen);
  const fused = fuseViews(views);
  progress(0.8);
  const canonical = canonicalFace();
  const surface = subdivideFace(fused.landmarks, canonical.uvs, canonical.triangles);
  const texture = bakeTexture(
    surface,
    views.map((v, i) => ({ k: v.k, pose: fused.poses[i]!, photo: v.photo })),
  );
  progress(0.95);
  const { left, right } = fused.pupils;
  const { view: front, photo, k } = fronts.pick(fused.poses);
  const { picture } = views[front]!;
  const { r, t } = fused.poses[front]!;
  return {
    glb: faceGlb(surface, encodeJpeg(texture)),
    frontJpeg: encodeJpeg(photo),
    landmarks: {
      version: 1,
      expression,
      landmarks: fused.landmarks,
      iris: { left, right, diameterMm: fused.irisDiameterUnits * fused.scale.mmPerUnit },
      scale: fused.scale,
      ipdMm: Math.hypot(left[0] - right[0], left[1] - right[1], left[2] - right[2]),
      views: views.length,
      rmsReprojectionPx: fused.rmsReprojectionPx,
      front: {
        picture,
        width: photo.width,
        height: photo.height,
        fx: k.fx,
        fy: k.fy,
        cx: k.cx,
        cy: k.cy,
        cameraFromFace: [r[0]!, r[1]!, r[2]!, t[0], r[3]!, r[4]!, r[5]!, t[1], r[6]!, r[7]!, r[8]!, t[2]],
      },
    },
  };
}

/**
 * The few most front-facing pictures so far, judged by each one's pose against the canonical face, kept at
 * preview size with their cameras; the fused poses then pick the front one among them. The face looks
 * along +z: a front-facing camera has its own axis most nearly against it (the smallest R[2][2]).
 */
class FrontCandidates {
  private readonly kept: { view: number; facing: number; photo: RgbImage; k: CameraIntrinsics }[] = [];

  offer(view: number, picture: RgbImage, working: CameraIntrinsics, canonicalPose: ViewPose): void {
    const facing = canonicalPose.r[8]!;
    if (this.kept.length === FRONT_CANDIDATES && facing >= this.kept[FRONT_CANDIDATES - 1]!.facing) return;
    const photo = limitSize(picture, PREVIEW_SIDE);
    const s = shrinkFactor(picture, WORKING_SIDE) / shrinkFactor(picture, PREVIEW_SIDE);
    const k = { ...rescaledCamera(working, s), width: photo.width, height: photo.height };
    this.kept.push({ view, facing, photo, k });
    this.kept.sort((a, b) => a.facing - b.facing);
    this.kept.length = Math.min(this.kept.length, FRONT_CANDIDATES);
  }

  pick(poses: readonly ViewPose[]) {
    return this.kept.reduce((best, c) => (poses[c.view]!.r[8]! < poses[best.view]!.r[8]! ? c : best));
  }
}
