import type { Vec3 } from '@odontia/shared';
import type { PhantomParams } from '../params.js';
import { SeededRandom } from '../random.js';
import { CORTEX_MM, type CbctAnatomy } from './anatomy.js';
import type { Shape } from './sdf.js';

/** Hounsfield units of the tissue classes. */
export const HU = {
  air: -1000,
  soft: 40,
  cancellous: 400,
  cortical: 1200,
  dentin: 1600,
  enamel: 2500,
  pulp: 40,
} as const;

/** Standard deviation of the scanner noise, HU. */
export const NOISE_SD_HU = 25;
/** Thickness of the cortical lining of the mandibular canal, mm. */
const CANAL_WALL_MM = 0.6;

/**
 * A CBCT volume on a DICOM LPS grid (+x patient left, +y posterior, +z superior): voxel (i, j, k) lies at
 * LPS `origin + (i, j, k) * voxelMm`, columns fastest, then rows, then axial slices from inferior to superior.
 * Patient frame (+X left, +Y up, +Z anterior) to LPS: (X, Y, Z) -> (X, -Z, Y).
 */
export interface CbctVolume {
  dims: [number, number, number];
  voxelMm: number;
  /** LPS position of voxel (0, 0, 0), mm. */
  originLps: Vec3;
  hu: Int16Array;
}

export const patientToLps = (p: Vec3): Vec3 => [p[0], -p[2], p[1]];
export const lpsToPatient = (l: Vec3): Vec3 => [l[0], l[2], -l[1]];

/** The field of view (patient frame, mm): the mandible, the maxilla and both temporomandibular joints. */
export function fieldOfView(a: CbctAnatomy): { min: Vec3; max: Vec3 } {
  const x = Math.max(Math.abs(a.lc[0]), Math.abs(a.rc[0])) + 20;
  const top = Math.max(a.lc[1], a.rc[1]) + 28;
  const back = Math.min(a.lc[2], a.rc[2]) - 20;
  return { min: [-x, -48, back], max: [x, top, 26] };
}

/** Volume fraction of a shape in a voxel from its signed distance: a smoothed ramp one and a half voxels wide. */
function occupancy(d: number, width: number): number {
  const t = 0.5 - d / width;
  if (t <= 0) return 0;
  if (t >= 1) return 1;
  return t * t * (3 - 2 * t);
}

export function voxelize(a: CbctAnatomy, p: PhantomParams, voxelMm: number): CbctVolume {
  const fov = fieldOfView(a);
  const lo = patientToLps(fov.min),
    hi = patientToLps(fov.max);
  const originLps: Vec3 = [Math.min(lo[0], hi[0]), Math.min(lo[1], hi[1]), Math.min(lo[2], hi[2])];
  const dims = [0, 1, 2].map((i) => Math.floor(Math.abs(hi[i]! - lo[i]!) / voxelMm) + 1) as [number, number, number];
  const [nx, ny, nz] = dims;
  const hu = new Int16Array(nx * ny * nz);
  const noise = new SeededRandom(p.seed).fork('cbct-noise');
  const w = 1.5 * voxelMm;
  const shapes: Shape[] = [a.soft, a.air, a.bone, a.canals, a.teeth, a.dentin, a.pulp];
  const active = new Array<boolean>(shapes.length);
  const sdf = (s: number, x: number, y: number, z: number) =>
    active[s] && shapes[s]!.reaches(x) ? shapes[s]!.sdf(x, y, z) : 1e6;
  let o = 0;
  for (let k = 0; k < nz; k++) {
    const Y = originLps[2] + k * voxelMm;
    for (let j = 0; j < ny; j++) {
      const Z = -(originLps[1] + j * voxelMm);
      for (let s = 0; s < shapes.length; s++) active[s] = shapes[s]!.beginRow(Y, Z);
      for (let i = 0; i < nx; i++, o++) {
        const X = originLps[0] + i * voxelMm;
        let v = HU.air;
        const soft = occupancy(sdf(0, X, Y, Z), w);
        v += (HU.soft - v) * soft;
        const air = occupancy(sdf(1, X, Y, Z), w);
        v += (HU.air - v) * air;
        const boneD = sdf(2, X, Y, Z);
        const fb = occupancy(boneD, w);
        if (fb > 0) {
          const fc = occupancy(boneD + CORTEX_MM, w);
          v = (1 - fb) * v + (fb - fc) * HU.cortical + fc * HU.cancellous;
        }
        const canalD = sdf(3, X, Y, Z);
        const fl = occupancy(canalD - CANAL_WALL_MM, w);
        if (fl > 0) {
          const fi = occupancy(canalD, w);
          v = (1 - fl) * v + (fl - fi) * HU.cortical + fi * HU.soft;
        }
        const ft = occupancy(sdf(4, X, Y, Z), w);
        if (ft > 0) {
          const fd = Math.min(ft, occupancy(sdf(5, X, Y, Z), w));
          const fp = Math.min(fd, occupancy(sdf(6, X, Y, Z), w));
          v = (1 - ft) * v + (ft - fd) * HU.enamel + (fd - fp) * HU.dentin + fp * HU.pulp;
        }
        hu[o] = Math.max(-1024, Math.min(32767, Math.round(v + noise.normal(0, NOISE_SD_HU))));
      }
    }
  }
  return { dims, voxelMm, originLps, hu };
}
