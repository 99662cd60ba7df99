export * from './dictionary.js';
export * from './boards.js';
export * from './svg.js';
