import type { EventEmitter } from 'node:events';
import type { TSentiment } from '@transcribe/contract';
import type { Mailer } from './adapters/mailer.js';
import type { Config } from './config/config.js';
import type { Db } from './db/database.js';
import type { EventHub } from './events/event-hub.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Catalogue } from './pipeline/engines/catalogue.js';
import type { CatalogueModel } from './pipeline/models/model-catalogue.js';
import type { MediaStore } from './storage/media-store.js';

/** What every service needs, built once at start-up and passed down explicitly. */
export interface AppContext {
  config: Config;
  db: Db;
  mailer: Mailer;
  media: MediaStore;
  /** The transcription models and languages this server really offers. */
  catalogue: Catalogue;
  /** The models that can be downloaded and installed (the pinned catalogue; in tests, a local one). */
  modelCatalogue: CatalogueModel[];
  /** Sentiment of a text in a language (iso code); null when it cannot be analysed. */
  sentiment(text: string, language: string): Promise<TSentiment | null>;
  /**
   * Emits 'queued' when this process adds a job, so a worker in the same process starts at once, and
   * 'cancelled' (with the transcript id) when it cancels one, so that worker stops at once.
   */
  jobs: EventEmitter;
  /** The transcription queue: the jobs table embedded, pg-boss on PostgreSQL. */
  queue: JobQueue;
  /** Progress events to every API process's event streams: in memory embedded, LISTEN/NOTIFY on PostgreSQL. */
  events: EventHub;
  /** This process's background model installer, when it runs one: told when an administrator chose. */
  installer?: { wake(): void };
}
