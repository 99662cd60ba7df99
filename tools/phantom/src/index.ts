/**
 * @odontia/phantom: a generated patient whose anatomy is known exactly, for the demo practice, the
 * tools and their tests. Everything is deterministic in the seed; geometry is in the shared patient
 * frame (see `@odontia/shared` PATIENT_FRAME and `referenceGeometry`).
 */
export * from './params.js';
export * from './random.js';
export * from './reference.js';
export * from './anatomy/teeth.js';
export * from './anatomy/arch.js';
export * from './cbct/index.js';
