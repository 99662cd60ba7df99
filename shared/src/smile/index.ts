export * from './design.js';
export * from './shape.js';
export * from './marks.js';
export * from './capture-rules.js';
export * from './preview.js';
export * from './cover.js';
