export * from './encode.js';
export * from './render.js';
export * from './scene.js';
export * from './pointer.js';
