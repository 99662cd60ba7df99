export * from './constants.js';
export * from './errors.js';
export * from './patient-options.js';
export * from './roles.js';
export * from './tooth-position.js';
export * from './uploads.js';
export * from './trajectory/index.js';
export * from './markers/index.js';
