export * from './dictionary.js';
export * from './boards.js';
export * from './svg.js';
export * from './camera.js';
