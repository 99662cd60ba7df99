export * from './landmarks.js';
export * from './regions.js';
