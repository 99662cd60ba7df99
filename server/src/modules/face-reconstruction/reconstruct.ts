import { facePhotoIntrinsics, type FaceExpression, type FaceLandmarksFile } from '@odontia/shared';
import { canonicalFace } from '@odontia/phantom';
import { fuseViews, type DetectedView } from './fuse.js';
import { faceGlb } from './glb.js';
import { encodeJpeg, greyImage, limitSize, type RgbImage } from './image.js';
import { ScaleCardFinder } from './scale-card.js';
import { subdivideFace } from './surface.js';
import { bakeTexture } from './texture.js';

/** Photos are worked on at this size at most (longer side, pixels): the landmark models see 192 px anyway. */
export const WORKING_SIDE = 960;
/** Fewer faces than this cannot be fused into a measured face. */
export const MIN_FACE_VIEWS = 3;

export interface FaceReconstruction {
  landmarks: FaceLandmarksFile;
  glb: Uint8Array;
  /** The most front-facing picture (JPEG), whose camera is `landmarks.front`. */
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
  let seen = 0;
  try {
    for await (const picture of pictures) {
      seen++;
      if (picture) {
        const photo = limitSize(picture, WORKING_SIDE);
        const grey = greyImage(photo);
        const detection = await detectFace(photo, grey);
        const k = facePhotoIntrinsics(photo.width, photo.height);
        if (detection) views.push({ k, detection, photo, picture: seen - 1, cardPose: cards.cameraPose(grey, k) });
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
  // the face looks along +z: the most front-facing camera has that axis most nearly against its own
  const front = fused.poses.reduce((best, pose, i) => (pose.r[8]! < fused.poses[best]!.r[8]! ? i : best), 0);
  const { k, photo, picture } = views[front]!;
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
