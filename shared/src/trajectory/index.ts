export * from './frame.js';
export * from './format.js';
export * from './csv.js';
