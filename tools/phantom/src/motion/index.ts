export * from './motion.js';
export * from './noise.js';
export * from './truth.js';
