import type { Config } from '../config/config.js';
import type { Db } from '../db/database.js';
import type { Logger } from '../domain/logger.js';
import type { JobQueue } from './job-queue.js';
import { TableJobQueue } from './table-job-queue.js';

/** The jobs table in the embedded SQLite default; pg-boss (loaded only then) when the database is PostgreSQL. */
export async function createJobQueue(config: Config, db: Db, log: Logger): Promise<JobQueue> {
  const { retryDelayMs, expireSeconds, queueSchema } = config.jobs;
  if (config.database.kind === 'sqlite') return new TableJobQueue(db, retryDelayMs);
  const { PgBossJobQueue } = await import('./pg-boss-job-queue.js');
  return PgBossJobQueue.start(db, { schema: queueSchema, retryDelayMs, expireSeconds }, log);
}
