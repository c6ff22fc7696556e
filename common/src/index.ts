export * from './permissions.js';
export * from './enums.js';
export * from './limits.js';
export * from './format.js';
export * from './ids.js';
export * from './messages.js';
export * from './titles.js';
export * from './pagination.js';
