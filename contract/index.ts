/** The contract between the PWA and the server: zod schemas and shared constants. Imports only zod. */
export * from './constants.js';
export * from './grades.js';
export * from './languages.js';
export * from './packages.js';
export * from './solution.js';
export * from './api.js';
export * from './endpoints.js';
