// The database as other packages may use it (`@transcribe/server/db`: the benchmarks seed and read rows).
export { createDatabase, type Db } from './database.js';
export { refreshAudioReviewed } from './repositories/audio-reviewed.js';
