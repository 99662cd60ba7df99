export * from './rigid.js';
export * from './reference.js';
export * from './analysis.js';
export * from './summary.js';
export * from './geometry.js';
export * from './series.js';
