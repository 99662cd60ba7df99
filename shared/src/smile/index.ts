export * from './design.js';
export * from './shape.js';
