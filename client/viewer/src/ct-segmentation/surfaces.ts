import type { CtVolume } from '../ct/dicom.js';
import { marchingCubes, type Isosurface } from '../ct/marching-cubes.js';
import { toPatientFrame } from './frame.js';
import { maskBounds, touches } from './morphology.js';
import { LABELS, type Segmentation, type VoxelStructure } from './segment.js';

/** The HU level a structure's surface lies at: bone at the bone level, teeth at their rim level. */
export function surfaceLevel(seg: Segmentation, s: VoxelStructure): number {
  return s === 'skull' || s === 'jaw' ? seg.levels.bone : (seg.levels.bone + seg.levels.tooth) / 2;
}

/**
 * The surface of one structure in the patient frame (mm). Marching cubes runs on the scan's own values
 * where they tell the structure from what surrounds it (inside at or over the level, unlabelled voxels
 * next to it under it), so the surface lies between voxels as the partial volume says; against another
 * structure it follows the label boundary.
 */
export function structureSurface(volume: CtVolume, seg: Segmentation, s: VoxelStructure): Isosurface {
  const { dims, labels } = seg;
  const label = LABELS[s];
  const iso = surfaceLevel(seg, s);
  const mask = new Uint8Array(labels.length);
  for (let i = 0; i < labels.length; i++) mask[i] = labels[i] === label ? 1 : 0;
  // The structure's box grown by one voxel, so the surface closes.
  const bounds = maskBounds(mask, dims, 1);
  if (!bounds) return { positions: new Float32Array(0), normals: new Float32Array(0), triangles: 0 };
  const sxy = dims[0] * dims[1];
  const { lo: b0, hi: b1 } = bounds;
  const cd: [number, number, number] = [b1[0]! - b0[0]! + 1, b1[1]! - b0[1]! + 1, b1[2]! - b0[2]! + 1];
  const field = new Int16Array(cd[0] * cd[1] * cd[2]);
  let o = 0;
  for (let z = b0[2]!; z <= b1[2]!; z++)
    for (let y = b0[1]!; y <= b1[1]!; y++)
      for (let x = b0[0]!, i = x + y * dims[0] + z * sxy; x <= b1[0]!; x++, i++, o++) {
        const v = volume.data[i]!;
        if (mask[i]) field[o] = Math.max(v, Math.ceil(iso));
        else if (!labels[i] && touches(mask, i, dims)) field[o] = Math.min(v, Math.floor(iso) - 1);
        else field[o] = -1024;
      }
  const { spacing, origin } = seg;
  const at: [number, number, number] = [
    origin[0] + b0[0]! * spacing[0],
    origin[1] + b0[1]! * spacing[1],
    origin[2] + b0[2]! * spacing[2],
  ];
  const surface = marchingCubes(field, cd, iso, spacing, at);
  toPatientFrame(surface.positions);
  toPatientFrame(surface.normals);
  return surface;
}
