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
