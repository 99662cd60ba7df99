import { describe, expect, it } from 'vitest';
import type { BufferAttribute, DataTexture, Mesh, MeshBasicMaterial } from 'three';
import type { CtVolume } from './dicom.js';
import { voxelPosition } from '../ct-segmentation/frame.js';
import { CtSlicePlanes, voxelAt } from './slice-planes.js';

/** A volume of air with one bright voxel, on an anisotropic grid away from the origin. */
function volumeWithBright(bright: [number, number, number]): CtVolume {
  const dims: [number, number, number] = [30, 24, 20];
  const data = new Int16Array(dims[0] * dims[1] * dims[2]).fill(-1000);
  data[bright[2] * dims[0] * dims[1] + bright[1] * dims[0] + bright[0]] = 2000;
  return { dims, spacing: [0.5, 0.4, 0.6], origin: [-7, 3, -20], data, min: -1000, max: 2000 };
}

/** The patient-frame point of the brightest texel, mapped through the plane's corners and UVs. */
function brightPoint(mesh: Mesh) {
  const map = (mesh.material as MeshBasicMaterial).map as DataTexture;
  const { data, width, height } = map.image as { data: Uint8Array; width: number; height: number };
  let best = 0;
  for (let i = 0; i < width * height; i++) if (data[i * 4]! > data[best * 4]!) best = i;
  const u = ((best % width) + 0.5) / width;
  const v = (Math.floor(best / width) + 0.5) / height;
  const pos = mesh.geometry.getAttribute('position') as BufferAttribute;
  const uv = mesh.geometry.getAttribute('uv') as BufferAttribute;
  // corners 0 (x0,y0), 1 (x1,y0), 2 (x0,y1): u runs 0->1, v runs 0->2
  const fu = (u - uv.getX(0)) / (uv.getX(1) - uv.getX(0));
  const fv = (v - uv.getY(0)) / (uv.getY(2) - uv.getY(0));
  return [0, 1, 2].map(
    (a) =>
      pos.getComponent(0, a) +
      fu * (pos.getComponent(1, a) - pos.getComponent(0, a)) +
      fv * (pos.getComponent(2, a) - pos.getComponent(0, a)),
  );
}

describe('CT slice planes in 3D', () => {
  it('maps a patient point to its voxel and back', () => {
    const volume = volumeWithBright([0, 0, 0]);
    const voxel: [number, number, number] = [12, 5, 17];
    expect(voxelAt(volume, voxelPosition(volume, voxel))).toEqual(voxel);
    expect(voxelAt(volume, [1e4, -1e4, 1e4])).toEqual([29, 0, 0]);
  });

  it('draws each slice where the CT has it: the bright voxel appears at its own patient position on all three', () => {
    const bright: [number, number, number] = [9, 14, 6];
    const volume = volumeWithBright(bright);
    const planes = new CtSlicePlanes(volume, 8);
    const at = voxelPosition(volume, bright);
    expect(planes.setCenter(at)).toBe(true);
    expect(planes.voxel).toEqual(bright);
    for (const mesh of planes.group.children as Mesh[]) {
      const point = brightPoint(mesh);
      for (let a = 0; a < 3; a++) expect(point[a]).toBeCloseTo(at[a]!, 4);
    }
    planes.dispose();
  });

  it('lies in the plane of its axis, a square of the asked size around the centre, clipped by the volume', () => {
    const volume = volumeWithBright([0, 0, 0]);
    const planes = new CtSlicePlanes(volume, 4);
    planes.setCenter(voxelPosition(volume, [15, 12, 10]));
    const [sagittal, coronal, axial] = planes.group.children as Mesh[];
    const extent = (mesh: Mesh, a: number) => {
      const pos = mesh.geometry.getAttribute('position') as BufferAttribute;
      const values = [0, 1, 2, 3].map((i) => pos.getComponent(i, a));
      return Math.max(...values) - Math.min(...values);
    };
    // patient X is the sagittal normal, Z (anterior) the coronal one, Y (up) the axial one
    expect(extent(sagittal!, 0)).toBe(0);
    expect(extent(coronal!, 2)).toBe(0);
    expect(extent(axial!, 1)).toBe(0);
    expect(extent(axial!, 0)).toBeCloseTo(4, 5);
    expect(extent(sagittal!, 1)).toBeCloseTo(3.6, 5); // 4 mm at 0.6 mm: 3 voxels either side

    expect(planes.setCenter(voxelPosition(volume, [15, 12, 10]))).toBe(false);
    planes.setCenter(voxelPosition(volume, [0, 0, 0]));
    expect(extent(axial!, 0)).toBeCloseTo(2, 5);
    planes.dispose();
  });
});
