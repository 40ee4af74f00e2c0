import pino from 'pino';
import { ConfigError, loadConfig } from './config.js';
import { createContext } from './context.js';
import { createWorker } from './jobs/create-worker.js';
import { onShutdownSignal } from './shutdown.js';

/** `npm run start:worker`: a transcription worker alone, against the same database and media store. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const { ctx, hub, close } = await createContext(config, log);
  const worker = createWorker(ctx, hub, log);
  onShutdownSignal(log, async () => {
    await worker.stop();
    await close();
  });
  worker.start();
  log.info(`worker ${worker.id} started (database: ${config.database.kind})`);
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Failed to start: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
});
