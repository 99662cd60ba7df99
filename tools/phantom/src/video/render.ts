import type { BoardDefinition, BoardMarker, CalibrationBoard, CameraIntrinsics, Matrix4Array } from '@odontia/shared';
import {
  charucoSquareBlack,
  distortNormalized,
  hasDistortion,
  MARKER_CELLS,
  markerCellWhite,
  undistortNormalized,
} from '@odontia/shared';
import type { SeededRandom } from '../random.js';

/** A board in front of the camera: its pose in the camera frame (OpenCV axes: x right, y down, z forward). */
export interface PlacedBoard {
  board: BoardDefinition | CalibrationBoard;
  cameraFromBoard: Matrix4Array;
}

export interface RenderOptions {
  /** Sub-samples per pixel side (anti-aliasing by exact area sampling of the projected board). */
  samples?: number;
  /** Optical blur, Gaussian sigma in pixels (0: none). */
  blurSigma?: number;
  /** Sensor noise, Gaussian sigma in grey levels (0: none). */
  noiseSd?: number;
}

/** Printed paper and ink as the camera sees them (grey levels). */
const PAPER = 225;
const INK = 25;

/** Grey level of a marker at board-frame point (x, y) mm, or -1 outside it. */
function markerIntensity(m: BoardMarker, x: number, y: number): number {
  const u = (x - (m.centre[0] - m.sizeMm / 2)) / m.sizeMm;
  const v = (m.centre[1] + m.sizeMm / 2 - y) / m.sizeMm;
  if (u >= 0 && u < 1 && v >= 0 && v < 1)
    return markerCellWhite(m.id, Math.floor(v * MARKER_CELLS), Math.floor(u * MARKER_CELLS)) ? PAPER : INK;
  return -1;
}

const squareMarkers = new WeakMap<CalibrationBoard, (BoardMarker | undefined)[]>();

/** The calibration board's marker in each square (row-major from the top left), undefined in the black ones. */
function markerBySquare(board: CalibrationBoard): (BoardMarker | undefined)[] {
  let bySquare = squareMarkers.get(board);
  if (!bySquare) {
    const { squaresX, squaresY, squareMm: s } = board;
    bySquare = Array.from({ length: squaresX * squaresY }, () => undefined);
    for (const m of board.markers) {
      const col = Math.floor(m.centre[0] / s + squaresX / 2);
      const row = Math.floor(squaresY / 2 - m.centre[1] / s);
      bySquare[row * squaresX + col] = m;
    }
    squareMarkers.set(board, bySquare);
  }
  return bySquare;
}

/** Grey level of the board at board-frame point (x, y) mm, or -1 outside the card. */
export function boardIntensity(board: BoardDefinition | CalibrationBoard, x: number, y: number): number {
  if (Math.abs(x) > board.widthMm / 2 || Math.abs(y) > board.heightMm / 2) return -1;
  if (board.name === 'calibration') {
    const col = Math.floor(x / board.squareMm + board.squaresX / 2);
    const row = Math.floor(board.squaresY / 2 - y / board.squareMm);
    if (col < 0 || row < 0 || col >= board.squaresX || row >= board.squaresY) return PAPER;
    if (charucoSquareBlack(col, row)) return INK;
    const m = markerBySquare(board)[row * board.squaresX + col];
    const value = m ? markerIntensity(m, x, y) : -1;
    return value >= 0 ? value : PAPER;
  }
  for (const m of board.markers) {
    const value = markerIntensity(m, x, y);
    if (value >= 0) return value;
  }
  return PAPER;
}

/** The homography board plane (x, y, 1) → image (u, v, w), row-major 3x3, and its inverse. */
function boardHomography(k: CameraIntrinsics, m: Matrix4Array): { h: number[]; inv: number[] } {
  // columns r1, r2, t of the pose, premultiplied by K
  const col = (c: number) => {
    const [x, y, z] = c === 2 ? [m[12]!, m[13]!, m[14]!] : [m[c * 4]!, m[c * 4 + 1]!, m[c * 4 + 2]!];
    return [k.fx * x + k.cx * z, k.fy * y + k.cy * z, z];
  };
  const [a, b, c] = [col(0), col(1), col(2)];
  const h = [a[0]!, b[0]!, c[0]!, a[1]!, b[1]!, c[1]!, a[2]!, b[2]!, c[2]!];
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = h as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const det = h0 * (h4 * h8 - h5 * h7) - h1 * (h3 * h8 - h5 * h6) + h2 * (h3 * h7 - h4 * h6);
  const inv = [
    (h4 * h8 - h5 * h7) / det,
    (h2 * h7 - h1 * h8) / det,
    (h1 * h5 - h2 * h4) / det,
    (h5 * h6 - h3 * h8) / det,
    (h0 * h8 - h2 * h6) / det,
    (h2 * h3 - h0 * h5) / det,
    (h3 * h7 - h4 * h6) / det,
    (h1 * h6 - h0 * h7) / det,
    (h0 * h4 - h1 * h3) / det,
  ];
  return { h, inv };
}

/** A static, smooth background (a room behind the patient). */
export function backgroundImage(width: number, height: number): Float32Array {
  const img = new Float32Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      img[y * width + x] = 105 + 35 * Math.sin(x / 61 + 0.4) * Math.cos(y / 47) + 20 * Math.sin((x + y) / 23);
  return img;
}

/**
 * A camera-frame point (mm, OpenCV axes) to its pixel through OpenCV's lens model: pinhole, then the radial
 * (k1, k2, k3) and tangential (p1, p2) distortion of `k.distortion`.
 */
export function projectPoint(k: CameraIntrinsics, [X, Y, Z]: readonly [number, number, number]): [number, number] {
  const [x, y] = distortNormalized(k.distortion, X / Z, Y / Z);
  return [k.fx * x + k.cx, k.fy * y + k.cy];
}

/**
 * The inverse of the lens distortion: a function writing to `out` where the pinhole camera puts the pixel (u, v)
 * of the distorted image (`undistortNormalized`), then the
 * derivatives of that position along u and along v (the inverse of the lens model's Jacobian there).
 */
function undistorter(k: CameraIntrinsics): (u: number, v: number, out: Float64Array) => void {
  const [k1 = 0, k2 = 0, p1 = 0, p2 = 0, k3 = 0] = k.distortion;
  const { fx, fy, cx, cy } = k;
  return (u, v, out) => {
    const [x, y] = undistortNormalized(k.distortion, (u - cx) / fx, (v - cy) / fy);
    const r2 = x * x + y * y;
    const radial = 1 + r2 * (k1 + r2 * (k2 + r2 * k3));
    const slope = 2 * (k1 + r2 * (2 * k2 + 3 * r2 * k3)); // d(radial)/d(r2), doubled
    // the lens model's Jacobian, distorted pixel by pinhole pixel
    const a = radial + slope * x * x + 2 * p1 * y + 6 * p2 * x;
    const b = ((slope * x * y + 2 * p1 * x + 2 * p2 * y) * fx) / fy;
    const c = ((slope * x * y + 2 * p1 * x + 2 * p2 * y) * fy) / fx;
    const d = radial + slope * y * y + 6 * p1 * y + 2 * p2 * x;
    const det = a * d - b * c;
    out[0] = fx * x + cx;
    out[1] = fy * y + cy;
    out[2] = d / det;
    out[3] = -b / det;
    out[4] = -c / det;
    out[5] = a / det;
  };
}

/** Points along the card's edge, per side: enough for the box of its distorted (curved) image. */
const EDGE_SAMPLES = 32;

/**
 * Renders boards through an exact projection: each pixel's sub-samples are traced back onto the board plane
 * (through the inverse of the lens distortion when `k.distortion` has any, then the inverse homography), so marker
 * and square edges are where the projection puts them (no rasterisation approximation). Boards are drawn far to
 * near.
 */
export function renderBoards(
  k: CameraIntrinsics,
  boards: readonly PlacedBoard[],
  background: Float32Array,
  random: SeededRandom,
  options: RenderOptions = {},
): Uint8Array {
  const { samples = 3, blurSigma = 0.7, noiseSd = 2 } = options;
  const { width, height } = k;
  const undistort = hasDistortion(k) ? undistorter(k) : null;
  const ideal = new Float64Array(6);
  let img: Float32Array = Float32Array.from(background);
  const ordered = [...boards].sort((p, q) => q.cameraFromBoard[14]! - p.cameraFromBoard[14]!);
  const step = 1 / samples;
  for (const { board, cameraFromBoard: m } of ordered) {
    const { h, inv } = boardHomography(k, m);
    const hw = board.widthMm / 2;
    const hh = board.heightMm / 2;
    const edge: [number, number][] = [];
    const corners = [
      [-hw, -hh],
      [hw, -hh],
      [hw, hh],
      [-hw, hh],
    ] as const;
    corners.forEach(([x, y], c) => {
      const [nx, ny] = corners[(c + 1) % 4]!;
      for (let i = 0; i < (undistort ? EDGE_SAMPLES : 1); i++) {
        const t = i / EDGE_SAMPLES;
        edge.push([x + (nx - x) * t, y + (ny - y) * t]);
      }
    });
    const us: number[] = [];
    const vs: number[] = [];
    let behind = false;
    for (const [x, y] of edge) {
      const w = h[6]! * x + h[7]! * y + h[8]!;
      if (w <= 1) behind = true;
      const [u, v] = undistort
        ? projectPoint(k, [m[0]! * x + m[4]! * y + m[12]!, m[1]! * x + m[5]! * y + m[13]!, w])
        : [(h[0]! * x + h[1]! * y + h[2]!) / w, (h[3]! * x + h[4]! * y + h[5]!) / w];
      us.push(u);
      vs.push(v);
    }
    if (behind) continue;
    const x0 = Math.max(0, Math.floor(Math.min(...us)));
    const x1 = Math.min(width - 1, Math.ceil(Math.max(...us)));
    const y0 = Math.max(0, Math.floor(Math.min(...vs)));
    const y1 = Math.min(height - 1, Math.ceil(Math.max(...vs)));
    for (let py = y0; py <= y1; py++)
      for (let px = x0; px <= x1; px++) {
        // through a lens, the pixel's sub-samples go through its linearisation at the pixel centre (off by
        // less than 1e-4 px over a pixel for phone lenses)
        undistort?.(px, py, ideal);
        let sum = 0;
        let covered = 0;
        for (let sy = 0; sy < samples; sy++)
          for (let sx = 0; sx < samples; sx++) {
            let u = px - 0.5 + (sx + 0.5) * step;
            let v = py - 0.5 + (sy + 0.5) * step;
            if (undistort) {
              const du = u - px;
              const dv = v - py;
              u = ideal[0]! + ideal[2]! * du + ideal[3]! * dv;
              v = ideal[1]! + ideal[4]! * du + ideal[5]! * dv;
            }
            const w = inv[6]! * u + inv[7]! * v + inv[8]!;
            const value = boardIntensity(
              board,
              (inv[0]! * u + inv[1]! * v + inv[2]!) / w,
              (inv[3]! * u + inv[4]! * v + inv[5]!) / w,
            );
            if (value >= 0) {
              sum += value;
              covered++;
            }
          }
        if (covered > 0) {
          const i = py * width + px;
          img[i] = (img[i]! * (samples * samples - covered) + sum) / (samples * samples);
        }
      }
  }
  if (blurSigma > 0) img = gaussianBlur(img, width, height, blurSigma);
  const out = new Uint8Array(width * height);
  for (let i = 0; i < out.length; i++) {
    const v = img[i]! + (noiseSd > 0 ? random.normal(0, noiseSd) : 0);
    out[i] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
  }
  return out;
}

function gaussianBlur(src: Float32Array, width: number, height: number, sigma: number): Float32Array {
  const radius = Math.ceil(3 * sigma);
  const kernel = Array.from({ length: 2 * radius + 1 }, (_, i) => Math.exp(-((i - radius) ** 2) / (2 * sigma * sigma)));
  const total = kernel.reduce((a, b) => a + b, 0);
  const kn = kernel.map((v) => v / total);
  const pass = (input: Float32Array, horizontal: boolean) => {
    const out = new Float32Array(input.length);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        let s = 0;
        for (let j = -radius; j <= radius; j++) {
          const xx = horizontal ? Math.min(width - 1, Math.max(0, x + j)) : x;
          const yy = horizontal ? y : Math.min(height - 1, Math.max(0, y + j));
          s += input[yy * width + xx]! * kn[j + radius]!;
        }
        out[y * width + x] = s;
      }
    return out;
  };
  return pass(pass(src, true), false);
}
