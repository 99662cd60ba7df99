export * from './landmarks.js';
export * from './regions.js';
export * from './camera.js';
export * from './frame.js';
