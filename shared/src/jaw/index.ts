export * from './rigid.js';
export * from './reference.js';
