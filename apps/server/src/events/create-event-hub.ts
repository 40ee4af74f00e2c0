import type { DatabaseConfig } from '../config/config.js';
import type { Db } from '../db/database.js';
import type { Logger } from '../domain/logger.js';
import type { EventHub } from './event-hub.js';
import { PgNotifyHub } from './pg-notify-hub.js';
import { TableWatchHub } from './table-watch-hub.js';

export function createEventHub(
  database: DatabaseConfig,
  db: Db,
  log: Logger,
  publishOnly: boolean,
): Promise<EventHub> | EventHub {
  if (database.kind === 'postgres') return PgNotifyHub.start(db, database.url, log, publishOnly);
  return new TableWatchHub(db); // it queries only while this process has listeners
}
