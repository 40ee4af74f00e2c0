import pino from 'pino';
import { loadConfig } from './config/config.js';
import { createContext } from './context.js';
import { createModelInstaller } from './create-model-installer.js';
import { WatchedFolders } from './services/housekeeping/watched-folders.js';
import { FeedPolling } from './services/imports/feed-polling.js';
import { onShutdownSignal, runEntryPoint } from './shutdown.js';
import { createWorker } from './workers/create-worker.js';

/** `npm run start:worker`: a transcription worker alone, against the same database and media store. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const { ctx, close } = await createContext(config, log, { publishOnly: true });
  const worker = createWorker(ctx, log);
  const installer = createModelInstaller(config, log, { catalogue: ctx.modelCatalogue });
  ctx.installer = installer;
  const watchedFolders = await WatchedFolders.create(ctx, log).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  const feeds = new FeedPolling(ctx, log);
  onShutdownSignal(log, async () => {
    await installer.stop();
    await feeds.stop();
    await watchedFolders?.stop();
    await worker.stop();
    await close();
  });
  worker.start();
  watchedFolders?.start();
  feeds.start();
  installer.start();
  log.info(`worker ${worker.id} started (database: ${config.database.kind})`);
}

runEntryPoint(main);
