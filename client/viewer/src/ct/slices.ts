import type { CtVolume } from './dicom.js';

/** Slice orientation. */
export type SliceAxis = 'axial' | 'coronal' | 'sagittal';

/** Window level (centre) and width in HU. */
export interface WindowLevel {
  center: number;
  width: number;
}

/** An RGBA image of one slice, ready for ImageData. */
export interface SliceImage {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
  /** mm per pixel along width, height. */ pixelSpacing: [number, number];
}

/** Bone window used when the series suggests none. */
export const BONE_WINDOW: WindowLevel = { center: 400, width: 1800 };

/** Number of slices along an axis. */
export function sliceCount(v: CtVolume, axis: SliceAxis): number {
  return axis === 'axial' ? v.dims[2] : axis === 'coronal' ? v.dims[1] : v.dims[0];
}

/**
 * Extracts one slice as grey RGBA with a window: axial (x right, y down), coronal and sagittal
 * (superior up, i.e. the last slice at the top).
 */
export function extractSlice(
  v: CtVolume,
  axis: SliceAxis,
  index: number,
  win: WindowLevel = v.window ?? BONE_WINDOW,
): SliceImage {
  const [nx, ny, nz] = v.dims;
  const i = Math.max(0, Math.min(sliceCount(v, axis) - 1, Math.round(index)));
  const lower = win.center - win.width / 2;
  const scale = 255 / Math.max(win.width, 1e-6);
  const [w, h] = axis === 'axial' ? [nx, ny] : axis === 'coronal' ? [nx, nz] : [ny, nz];
  const rgba = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let idx: number;
      if (axis === 'axial') idx = i * nx * ny + y * nx + x;
      else if (axis === 'coronal') idx = (nz - 1 - y) * nx * ny + i * nx + x;
      else idx = (nz - 1 - y) * nx * ny + x * nx + i;
      const g = (v.data[idx]! - lower) * scale;
      const o = (y * w + x) * 4;
      rgba[o] = rgba[o + 1] = rgba[o + 2] = g;
      rgba[o + 3] = 255;
    }
  }
  const [sx, sy, sz] = v.spacing;
  return {
    width: w,
    height: h,
    rgba,
    pixelSpacing: axis === 'axial' ? [sx, sy] : axis === 'coronal' ? [sx, sz] : [sy, sz],
  };
}

/** Voxel index of a point picked in one slice view, so the other two views can sync to it. */
export function syncFromSlice(
  v: CtVolume,
  axis: SliceAxis,
  index: number,
  px: number,
  py: number,
): [number, number, number] {
  const nz = v.dims[2];
  if (axis === 'axial') return [px, py, index];
  if (axis === 'coronal') return [px, index, nz - 1 - py];
  return [index, px, nz - 1 - py];
}

/** Draws a slice into a canvas, with an optional crosshair at image coordinates. */
export function drawSlice(
  canvas: HTMLCanvasElement,
  img: SliceImage,
  crosshair?: [number, number],
  color = '#16c2a6',
): void {
  canvas.width = img.width;
  canvas.height = img.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.putImageData(new ImageData(img.rgba as Uint8ClampedArray<ArrayBuffer>, img.width, img.height), 0, 0);
  if (!crosshair) return;
  ctx.strokeStyle = color;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(crosshair[0] + 0.5, 0);
  ctx.lineTo(crosshair[0] + 0.5, img.height);
  ctx.moveTo(0, crosshair[1] + 0.5);
  ctx.lineTo(img.width, crosshair[1] + 0.5);
  ctx.stroke();
}
