import { sliceCount, syncFromSlice, type CtVolume, type SliceAxis, type WindowLevel } from '@odontia/viewer';

export const AXES: SliceAxis[] = ['axial', 'coronal', 'sagittal'];

/** A voxel [column, row, slice]. */
export type Voxel = [number, number, number];

/** The voxel at the centre of the volume, where the views start. */
export const centreVoxel = (v: CtVolume): Voxel => [v.dims[0] >> 1, v.dims[1] >> 1, v.dims[2] >> 1];

/** The slice a view shows for a voxel: axial is its slice, coronal its row, sagittal its column. */
export function sliceOf(axis: SliceAxis, voxel: Voxel): number {
  return axis === 'axial' ? voxel[2] : axis === 'coronal' ? voxel[1] : voxel[0];
}

/** Where a voxel falls in a view's image (superior up in coronal and sagittal), for the crosshair. */
export function crosshairOf(v: CtVolume, axis: SliceAxis, voxel: Voxel): [number, number] {
  const top = v.dims[2] - 1;
  if (axis === 'axial') return [voxel[0], voxel[1]];
  if (axis === 'coronal') return [voxel[0], top - voxel[2]];
  return [voxel[1], top - voxel[2]];
}

/** The voxel under an image pixel clicked in a view, clamped into the volume. */
export function voxelAt(v: CtVolume, axis: SliceAxis, index: number, px: number, py: number): Voxel {
  const [x, y, z] = syncFromSlice(v, axis, index, Math.floor(px), Math.floor(py));
  const clamp = (value: number, n: number) => Math.max(0, Math.min(n - 1, value));
  return [clamp(x, v.dims[0]), clamp(y, v.dims[1]), clamp(z, v.dims[2])];
}

/** The voxel with one view's slice moved to `index`. */
export function withSlice(v: CtVolume, axis: SliceAxis, voxel: Voxel, index: number): Voxel {
  const i = Math.max(0, Math.min(sliceCount(v, axis) - 1, Math.round(index)));
  if (axis === 'axial') return [voxel[0], voxel[1], i];
  if (axis === 'coronal') return [voxel[0], i, voxel[2]];
  return [i, voxel[1], voxel[2]];
}

/** Hounsfield value of a voxel. */
export const huAt = (v: CtVolume, [x, y, z]: Voxel): number => v.data[z * v.dims[0] * v.dims[1] + y * v.dims[0] + x]!;

/** Size in px at which an image of this physical size (mm) fits a box, keeping its proportions. */
export function fitSize(
  mmWidth: number,
  mmHeight: number,
  boxWidth: number,
  boxHeight: number,
): { width: number; height: number } {
  if (mmWidth <= 0 || mmHeight <= 0 || boxWidth <= 0 || boxHeight <= 0) return { width: 0, height: 0 };
  const scale = Math.min(boxWidth / mmWidth, boxHeight / mmHeight);
  return { width: Math.floor(mmWidth * scale), height: Math.floor(mmHeight * scale) };
}

/**
 * Window level by dragging: right is wider, down is a higher level, by the window's width over 256 HU
 * per pixel (fine in narrow windows, fast in wide ones).
 */
export function dragWindow(start: WindowLevel, dx: number, dy: number): WindowLevel {
  const step = Math.max(1, start.width / 256);
  return { center: Math.round(start.center + dy * step), width: Math.max(1, Math.round(start.width + dx * step)) };
}
