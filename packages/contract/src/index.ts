export * from './audio.js';
export * from './auth.js';
export * from './common.js';
export * from './folder.js';
export * from './insights.js';
export * from './search.js';
export * from './transcript.js';
export * from './user.js';
