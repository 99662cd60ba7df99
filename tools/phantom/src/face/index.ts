export * from './canonical.js';
export * from './head.js';
export * from './skin.js';
export * from './render.js';
export * from './photos.js';
