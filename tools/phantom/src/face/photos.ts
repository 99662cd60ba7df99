import type { FaceExpression, FaceLandmarksFile, FacePoint } from '@odontia/shared';
import { facePhotoIntrinsics, HEAD_BOARD } from '@odontia/shared';
import jpeg from 'jpeg-js';
import { SeededRandom } from '../random.js';
import { faceLandmarks, phantomFace, type PhantomFace } from './head.js';
import { renderFace, type FaceCamera, type FaceCard } from './render.js';

const normalize = (v: number[]) => {
  const l = Math.hypot(v[0]!, v[1]!, v[2]!);
  return v.map((x) => x / l);
};
const cross = (a: number[], b: number[]) => [
  a[1]! * b[2]! - a[2]! * b[1]!,
  a[2]! * b[0]! - a[0]! * b[2]!,
  a[0]! * b[1]! - a[1]! * b[0]!,
];

/** Row-major [R | t] of a camera at `eye` (face frame) looking at `target`, rolled by `rollRad`. */
export function lookAt(eye: number[], target: number[], rollRad = 0): number[] {
  const z = normalize([target[0]! - eye[0]!, target[1]! - eye[1]!, target[2]! - eye[2]!]);
  let x = normalize(cross(z, [0, 1, 0]));
  let y = cross(z, x);
  [x, y] = [
    x.map((v, i) => v * Math.cos(rollRad) + y[i]! * Math.sin(rollRad)),
    y.map((v, i) => v * Math.cos(rollRad) - x[i]! * Math.sin(rollRad)),
  ];
  const rows = [x, y, z];
  const m: number[] = [];
  for (const r of rows) m.push(r[0]!, r[1]!, r[2]!, -(r[0]! * eye[0]! + r[1]! * eye[1]! + r[2]! * eye[2]!));
  return m;
}

/**
 * `count` camera poses around the face as a clinician photographs it: a sweep from the patient's right
 * to left profile (yaw ±55°) on three heights (pitch −15°…+15°), 260-340 mm away, aimed near the nose
 * with a few millimetres of jitter and a little roll.
 */
export function facePhotoPoses(count: number, width: number, height: number, seed = 1): FaceCamera[] {
  const random = new SeededRandom(seed * 104729 + 3);
  const intrinsics = facePhotoIntrinsics(width, height);
  return Array.from({ length: count }, (_, i) => {
    const yaw = ((-55 + (110 * i) / Math.max(1, count - 1)) * Math.PI) / 180;
    const pitch = (([-12, 0, 12][i % 3]! + random.normal(0, 2)) * Math.PI) / 180;
    const distance = random.uniform(260, 340);
    const target = [random.normal(0, 3), -30 + random.normal(0, 3), 20];
    const eye = [
      target[0]! + distance * Math.sin(yaw) * Math.cos(pitch),
      target[1]! + distance * Math.sin(pitch),
      target[2]! + distance * Math.cos(yaw) * Math.cos(pitch),
    ];
    return { intrinsics, cameraFromFace: lookAt(eye, target, (random.normal(0, 3) * Math.PI) / 180) };
  });
}

/**
 * The jaw-motion head board as a scale card, fixed to the head below the chin (as on a chin rest or a
 * bite-fork stand): centred 15 mm below the chin and 12 mm behind it, its top tilted 20 degrees back.
 */
export function scaleCardPlacement(face: PhantomFace): FaceCard {
  const chin = [face.positions[152 * 3]!, face.positions[152 * 3 + 1]!, face.positions[152 * 3 + 2]!];
  const tilt = (20 * Math.PI) / 180;
  const [c, s] = [Math.cos(tilt), Math.sin(tilt)];
  const centre = [0, chin[1]! - 15 - HEAD_BOARD.heightMm / 2, chin[2]! - 12];
  // columns: the board's x (the patient's left), its y (up, tilted back) and its normal (forward, up)
  return {
    board: HEAD_BOARD,
    faceFromBoard: [1, 0, 0, centre[0]!, 0, c, s, centre[1]!, 0, -s, c, centre[2]!],
  };
}

export interface FacePhoto {
  name: string;
  /** JPEG bytes. */
  jpeg: Uint8Array;
  camera: FaceCamera;
}

export interface FacePhotoSet {
  face: PhantomFace;
  photos: FacePhoto[];
  /** The truth in the landmarks file's form (scale exact, no reprojection). */
  truth: FaceLandmarksFile;
}

export interface FacePhotoOptions {
  seed?: number;
  expression?: FaceExpression;
  count?: number;
  width?: number;
  height?: number;
  quality?: number;
  /** Photograph the face with the scale card fixed below the chin. */
  scaleCard?: boolean;
}

/** Photos of the phantom face from known poses, with the true landmarks: the fixture for tests, bench and demo. */
export function phantomFacePhotos(options: FacePhotoOptions = {}): FacePhotoSet {
  const { seed = 1, expression = 'neutral', count = 40, width = 480, height = 640, quality = 90 } = options;
  const face = phantomFace({ seed, expression });
  const card = options.scaleCard ? scaleCardPlacement(face) : undefined;
  const photos = facePhotoPoses(count, width, height, seed).map((camera, i) => {
    const image = renderFace(face, camera, 2, seed * 1000 + i, card);
    const rgba = new Uint8Array(width * height * 4);
    for (let p = 0; p < width * height; p++) {
      rgba[p * 4] = image.data[p * 3]!;
      rgba[p * 4 + 1] = image.data[p * 3 + 1]!;
      rgba[p * 4 + 2] = image.data[p * 3 + 2]!;
      rgba[p * 4 + 3] = 255;
    }
    const encoded = jpeg.encode({ data: rgba, width, height }, quality).data;
    return { name: `face-${expression}-${String(i + 1).padStart(3, '0')}.jpg`, jpeg: new Uint8Array(encoded), camera };
  });
  const p = (q: FacePoint): FacePoint => [q[0], q[1], q[2]];
  return {
    face,
    photos,
    truth: {
      version: 1,
      expression,
      landmarks: faceLandmarks(face),
      iris: { left: p(face.pupils.left), right: p(face.pupils.right), diameterMm: face.irisDiameterMm },
      scale: { method: 'iris', mmPerUnit: 1 },
      ipdMm: face.ipdMm,
      views: count,
      rmsReprojectionPx: 0,
    },
  };
}
