import type { CtVolume } from '../ct/dicom.js';

/**
 * The coarsest voxel a segmentation works on, mm: the joint space (about 2.5 mm) must stay several
 * voxels wide for the mandible to part from the skull (at 1 mm it does not).
 */
export const SEGMENTATION_VOXEL_MM = 0.5;

/** The whole factor that averages a volume to voxels no coarser than `voxelMm` (1 when they already are). */
export function reductionFactor(spacing: [number, number, number], voxelMm = SEGMENTATION_VOXEL_MM): number {
  return Math.max(1, Math.floor(voxelMm / Math.max(...spacing) + 1e-9));
}

/** The volume averaged over blocks of f x f x f voxels (partial blocks at the far edges dropped). */
export function downsample(v: CtVolume, f: number): CtVolume {
  if (f <= 1) return v;
  const [nx, ny, nz] = v.dims;
  const d: [number, number, number] = [Math.floor(nx / f), Math.floor(ny / f), Math.floor(nz / f)];
  const out = new Int16Array(d[0] * d[1] * d[2]);
  const acc = new Float64Array(d[0]);
  let min = Infinity,
    max = -Infinity,
    o = 0;
  for (let z = 0; z < d[2]; z++)
    for (let y = 0; y < d[1]; y++) {
      acc.fill(0);
      for (let dz = 0; dz < f; dz++)
        for (let dy = 0; dy < f; dy++) {
          const row = ((z * f + dz) * ny + y * f + dy) * nx;
          for (let x = 0; x < d[0] * f; x++) acc[(x / f) | 0] = acc[(x / f) | 0]! + v.data[row + x]!;
        }
      for (let x = 0; x < d[0]; x++, o++) {
        const value = Math.round(acc[x]! / f ** 3);
        out[o] = value;
        if (value < min) min = value;
        if (value > max) max = value;
      }
    }
  // Block centres: the first lies half a block minus half a voxel past the first voxel.
  const shift = (f - 1) / 2;
  return {
    dims: d,
    spacing: [v.spacing[0] * f, v.spacing[1] * f, v.spacing[2] * f],
    origin: [
      v.origin[0] + shift * v.spacing[0],
      v.origin[1] + shift * v.spacing[1],
      v.origin[2] + shift * v.spacing[2],
    ],
    data: out,
    window: v.window,
    min,
    max,
  };
}
