import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { Mailer } from './services/mailer.js';
import type { MediaStore } from './storage/media-store.js';

/** What every service needs, built once at start-up and passed down explicitly. */
export interface AppContext {
  config: Config;
  db: Db;
  mailer: Mailer;
  media: MediaStore;
}
