export * from './probe.js';
export * from './locate.js';
export * from './margin.js';
export * from './axis.js';
export * from './inner.js';
