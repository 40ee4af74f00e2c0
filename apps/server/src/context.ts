import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { createMailer } from './adapters/mailer.js';
import { sentimentOf } from './adapters/sentiment.js';
import type { AppContext } from './app-context.js';
import type { Config } from './config/config.js';
import { createEngines } from './create-engines.js';
import { createMediaStore } from './create-media-store.js';
import { createDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createEventHub } from './events/create-event-hub.js';
import { createJobQueue } from './jobs/create-job-queue.js';
import { Catalogue } from './pipeline/engines/catalogue.js';
import type { TranscriptionEngine } from './pipeline/engines/engine.js';
import type { CatalogueModel } from './pipeline/models/model-catalogue.js';

export interface ContextOptions {
  /** The speech engines; by default those the configuration makes available. */
  engines?: TranscriptionEngine[];
  /** A process that only publishes progress (a worker alone) and so needs no PostgreSQL LISTEN connection. */
  publishOnly?: boolean;
  /** The installable models; by default the configuration's (tests serve their own from a local mirror). */
  modelCatalogue?: CatalogueModel[];
}

/** Everything the API and the worker share: the migrated database, stores, engines and the event hub. */
export async function createContext(
  config: Config,
  log: FastifyBaseLogger,
  options: ContextOptions = {},
): Promise<{ ctx: AppContext; close(): Promise<void> }> {
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db, config.database.kind);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const queue = await createJobQueue(config, db, log);
  const hub = await createEventHub(config.database, db, log, options.publishOnly ?? false);
  const media = createMediaStore(config.mediaStore);
  const ctx: AppContext = {
    config,
    db,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }, log),
    media,
    catalogue: new Catalogue(options.engines ?? (await createEngines(config, log)), {
      onChange: (added, removed) => {
        for (const entry of added) log.info(`speech recognition now also with ${entry.engineModelId}`);
        for (const entry of removed) log.info(`speech recognition no longer with ${entry.engineModelId}`);
      },
    }),
    modelCatalogue: options.modelCatalogue ?? config.models.catalogue,
    sentiment: sentimentOf,
    jobs: new EventEmitter(),
    queue,
    events: hub,
  };
  return {
    ctx,
    async close() {
      await hub.close();
      await queue.close();
      await db.destroy();
      media.close?.();
    },
  };
}
