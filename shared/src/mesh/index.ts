export * from './closed-mesh.js';
