/**
 * @odontia/phantom: a generated patient whose anatomy is known exactly, for the demo practice, the
 * tools and their tests. Everything is deterministic in the seed; geometry is in the shared patient
 * frame (see `@odontia/shared` PATIENT_FRAME and `referenceGeometry`).
 */
export * from './params.js';
export * from './random.js';
export * from './reference.js';
export * from './motion/index.js';
export * from './anatomy/teeth.js';
export * from './anatomy/arch.js';
export * from './cbct/index.js';
export * from './video/index.js';
export * from './scans/heightfield.js';
export * from './scans/files.js';
export * from './scans/occlusion.js';
export * from './scans/scans.js';
export * from './scans/mesh-checks.js';
export * from './scans/export.js';
export * from './face/index.js';
export { crownHeight, crownShape, type CrownShape } from './scans/dentition.js';
