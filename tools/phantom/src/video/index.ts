export * from './encode.js';
export * from './render.js';
export * from './scene.js';
export * from './pointer.js';
export * from './calibration-video.js';
