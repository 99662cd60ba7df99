import { HEAD_BOARD, kabsch, type CameraIntrinsics } from '@odontia/shared';
import { cameraMats, solveBoardPose } from '../capture/board-pose.js';
import { refineMarkerCorners, type GrayImage } from '../capture/edge-refinement.js';
import { MarkerFinder } from '../capture/marker-detection.js';
import { loadOpenCv, type OpenCv } from '../capture/opencv.js';
import type { Point3, ViewPose } from './camera-pose.js';

/** The scale card is the jaw-motion head board (six 20 mm markers), fixed to the head while photographed. */
export const SCALE_CARD = HEAD_BOARD;
/** Markers of the card a photo must show for its pose to count. */
const MIN_CARD_MARKERS = 3;
const MAX_CARD_REPROJECTION_PX = 1.5;
/** Photos with the card needed to measure the face in the card's millimetres. */
export const MIN_CARD_VIEWS = 4;

/** Finds the scale card in photos: each photo's camera pose in the card's frame (mm). */
export class ScaleCardFinder {
  private constructor(
    private readonly cv: OpenCv,
    private readonly finder: MarkerFinder,
  ) {}

  static async create(): Promise<ScaleCardFinder> {
    const cv = await loadOpenCv();
    return new ScaleCardFinder(cv, new MarkerFinder(cv, [SCALE_CARD]));
  }

  /** Camera = R·X + t for X in the card frame (mm), or null when the photo (grey) does not show enough of the card. */
  cameraPose(frame: GrayImage, k: CameraIntrinsics): ViewPose | null {
    const { cv } = this;
    const image = new cv.Mat(frame.height, frame.width, cv.CV_8UC1);
    const camera = cameraMats(cv, k);
    try {
      image.data.set(frame.data);
      const markers = this.finder.find(image)[0]!.map((m) => refineMarkerCorners(frame, m, k));
      const pose = solveBoardPose(cv, SCALE_CARD, markers, camera, MIN_CARD_MARKERS);
      if (!pose || pose.rmsPx > MAX_CARD_REPROJECTION_PX) return null;
      const m = pose.cameraFromBoard; // column-major
      return { r: [0, 1, 2].flatMap((row) => [m[row]!, m[4 + row]!, m[8 + row]!]), t: [m[12]!, m[13]!, m[14]!] };
    } finally {
      image.delete();
      camera.delete();
    }
  }

  delete(): void {
    this.finder.delete();
  }
}

/** x' = s·R·x + t, and how far each point lands from its target. */
export interface Similarity {
  R: number[];
  s: number;
  t: Point3;
  residuals: number[];
}

/** The least-squares similarity taking `from` onto `to` (Umeyama: Kabsch's rotation, then the scale). */
export function similarity(from: Point3[], to: Point3[]): Similarity {
  const { R } = kabsch(from.flat(), to.flat());
  const mean = (points: Point3[]) => [0, 1, 2].map((k) => points.reduce((s, p) => s + p[k]!, 0) / points.length);
  const [fc, tc] = [mean(from), mean(to)];
  const turned = from.map((p) => {
    const d = [p[0] - fc[0]!, p[1] - fc[1]!, p[2] - fc[2]!];
    return [0, 1, 2].map((row) => R[row * 3]! * d[0]! + R[row * 3 + 1]! * d[1]! + R[row * 3 + 2]! * d[2]!);
  });
  let along = 0;
  let spread = 0;
  turned.forEach((p, i) => {
    const q = to[i]!;
    along += p[0]! * (q[0] - tc[0]!) + p[1]! * (q[1] - tc[1]!) + p[2]! * (q[2] - tc[2]!);
    spread += p[0]! ** 2 + p[1]! ** 2 + p[2]! ** 2;
  });
  const s = along / spread;
  const rfc = [0, 1, 2].map((row) => R[row * 3]! * fc[0]! + R[row * 3 + 1]! * fc[1]! + R[row * 3 + 2]! * fc[2]!);
  const t = [0, 1, 2].map((k) => tc[k]! - s * rfc[k]!) as Point3;
  const residuals = turned.map((p, i) => Math.hypot(...[0, 1, 2].map((k) => s * p[k]! + tc[k]! - to[i]![k]!)));
  return { R, s, t, residuals };
}
