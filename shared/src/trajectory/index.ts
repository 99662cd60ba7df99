export * from './frame.js';
export * from './format.js';
