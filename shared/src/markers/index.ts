export * from './dictionary.js';
export * from './boards.js';
export * from './sheet.js';
export * from './camera.js';
export * from './calibration-board.js';
export * from './lens.js';
