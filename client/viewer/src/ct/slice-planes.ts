import {
  BufferGeometry,
  DataTexture,
  DoubleSide,
  Float32BufferAttribute,
  Group,
  Mesh,
  MeshBasicMaterial,
  RGBAFormat,
  SRGBColorSpace,
} from 'three';
import { nearestVoxel, voxelPosition, type Vec3 } from '../ct-segmentation/frame.js';
import type { CtVolume } from './dicom.js';
import { BONE_WINDOW, extractSlice, syncFromSlice, type SliceAxis, type WindowLevel } from './slices.js';

const AXES: readonly SliceAxis[] = ['sagittal', 'coronal', 'axial'];

/** Voxel index [column, row, slice] nearest to a patient-frame point, clamped into the volume. */
export function voxelAt(volume: CtVolume, point: Vec3): [number, number, number] {
  return nearestVoxel(volume, point).map((v, a) => Math.max(0, Math.min(volume.dims[a]! - 1, v))) as [
    number,
    number,
    number,
  ];
}

const indexOn = (axis: SliceAxis, voxel: readonly number[]) =>
  axis === 'sagittal' ? voxel[0]! : axis === 'coronal' ? voxel[1]! : voxel[2]!;

/** The slice image pixel of a voxel (the inverse of syncFromSlice). */
function pixelOf(volume: CtVolume, axis: SliceAxis, voxel: readonly number[]): [number, number] {
  const top = volume.dims[2] - 1;
  if (axis === 'axial') return [voxel[0]!, voxel[1]!];
  if (axis === 'coronal') return [voxel[0]!, top - voxel[2]!];
  return [voxel[1]!, top - voxel[2]!];
}

/**
 * The three orthogonal CT slices (sagittal, coronal, axial) drawn in 3D in the patient frame, each a
 * square of `sizeMm` around a centre point (clamped to the volume), textured with the windowed slice.
 * `setCenter` moves them through another point: the CT facebow passes the moving condyle.
 */
export class CtSlicePlanes {
  readonly group = new Group();
  private readonly planes: { axis: SliceAxis; mesh: Mesh<BufferGeometry, MeshBasicMaterial>; index: number }[];
  private center: [number, number, number] = [-1, -1, -1];

  constructor(
    private readonly volume: CtVolume,
    private readonly sizeMm = 40,
    private readonly window: WindowLevel = volume.window ?? BONE_WINDOW,
  ) {
    this.group.name = 'ct_slices';
    this.planes = AXES.map((axis) => {
      const geometry = new BufferGeometry();
      geometry.setIndex([0, 1, 2, 2, 1, 3]);
      const material = new MeshBasicMaterial({ side: DoubleSide });
      const mesh = new Mesh(geometry, material);
      mesh.name = `ct_slice_${axis}`;
      this.group.add(mesh);
      return { axis, mesh, index: -1 };
    });
  }

  /** The voxel the three planes pass through. */
  get voxel(): readonly [number, number, number] {
    return this.center;
  }

  /** Passes the planes through a patient-frame point; returns whether anything changed. */
  setCenter(point: Vec3): boolean {
    const voxel = voxelAt(this.volume, point);
    if (voxel.every((v, a) => v === this.center[a])) return false;
    this.center = voxel;
    for (const plane of this.planes) {
      const index = indexOn(plane.axis, voxel);
      if (index !== plane.index) this.texture(plane, index);
      this.shape(plane, voxel);
    }
    return true;
  }

  dispose(): void {
    for (const { mesh } of this.planes) {
      mesh.geometry.dispose();
      mesh.material.map?.dispose();
      mesh.material.dispose();
    }
  }

  private texture(plane: (typeof this.planes)[number], index: number): void {
    const image = extractSlice(this.volume, plane.axis, index, this.window);
    plane.mesh.material.map?.dispose();
    const map = new DataTexture(new Uint8Array(image.rgba.buffer), image.width, image.height, RGBAFormat);
    // the window's grey levels are display values: shown as they are, not brightened as linear light
    map.colorSpace = SRGBColorSpace;
    map.needsUpdate = true;
    plane.mesh.material.map = map;
    plane.mesh.material.needsUpdate = true;
    plane.index = index;
  }

  /** Four corners at pixel centres of a `sizeMm` square around the centre, with the UVs of those pixels. */
  private shape(plane: (typeof this.planes)[number], voxel: readonly number[]): void {
    const { axis } = plane;
    const width = axis === 'sagittal' ? this.volume.dims[1] : this.volume.dims[0];
    const height = axis === 'axial' ? this.volume.dims[1] : this.volume.dims[2];
    const [sx, sy] =
      axis === 'axial'
        ? [this.volume.spacing[0], this.volume.spacing[1]]
        : axis === 'coronal'
          ? [this.volume.spacing[0], this.volume.spacing[2]]
          : [this.volume.spacing[1], this.volume.spacing[2]];
    const [cx, cy] = pixelOf(this.volume, axis, voxel);
    const span = (c: number, spacing: number, n: number) => {
      const half = Math.round(this.sizeMm / 2 / spacing);
      return [Math.max(0, c - half), Math.min(n - 1, c + half)] as const;
    };
    const [x0, x1] = span(cx, sx, width);
    const [y0, y1] = span(cy, sy, height);
    const index = indexOn(axis, voxel);
    const positions: number[] = [];
    const uvs: number[] = [];
    for (const [px, py] of [
      [x0, y0],
      [x1, y0],
      [x0, y1],
      [x1, y1],
    ] as const) {
      positions.push(...voxelPosition(this.volume, syncFromSlice(this.volume, axis, index, px, py)));
      uvs.push((px + 0.5) / width, (py + 0.5) / height);
    }
    const { geometry } = plane.mesh;
    geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
    geometry.setAttribute('uv', new Float32BufferAttribute(uvs, 2));
    geometry.computeBoundingSphere();
  }
}
