/**
 * CT volumes are on the DICOM LPS grid (+x patient left, +y posterior, +z superior); Odontia's patient
 * frame is +X left, +Y up, +Z anterior. (X, Y, Z) = (x, z, -y), a proper rotation.
 */
export type Vec3 = [number, number, number];

export const lpsToPatient = (x: number, y: number, z: number): Vec3 => [x, z, -y];
export const patientToLps = (p: Vec3): Vec3 => [p[0], -p[2], p[1]];

/** Converts flat xyz LPS positions (and normals) to the patient frame in place. */
export function toPatientFrame(xyz: Float32Array): Float32Array {
  for (let i = 0; i < xyz.length; i += 3) {
    const y = xyz[i + 1]!;
    xyz[i + 1] = xyz[i + 2]!;
    xyz[i + 2] = -y;
  }
  return xyz;
}

/** A voxel grid on the LPS axes: the CT volume, or a segmentation's labels. */
export interface VoxelGrid {
  origin: readonly number[];
  spacing: readonly number[];
}

/** The patient-frame position of a voxel centre (fractional indices give points between centres). */
export function voxelPosition(grid: VoxelGrid, voxel: readonly number[]): Vec3 {
  const { origin, spacing } = grid;
  return lpsToPatient(
    origin[0]! + voxel[0]! * spacing[0]!,
    origin[1]! + voxel[1]! * spacing[1]!,
    origin[2]! + voxel[2]! * spacing[2]!,
  );
}

/** The voxel nearest to a patient-frame point, as [column, row, slice]; possibly outside the grid. */
export function nearestVoxel(grid: VoxelGrid, point: Vec3): Vec3 {
  const lps = patientToLps(point);
  return [0, 1, 2].map((a) => Math.round((lps[a]! - grid.origin[a]!) / grid.spacing[a]!)) as Vec3;
}
