import pino from 'pino';
import { loadConfig } from './config.js';
import { createContext } from './context.js';
import { createWorker } from './jobs/create-worker.js';
import { onShutdownSignal, runEntryPoint } from './shutdown.js';

/** `npm run start:worker`: a transcription worker alone, against the same database and media store. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const { ctx, hub, close } = await createContext(config, log, { publishOnly: true });
  const worker = createWorker(ctx, hub, log);
  onShutdownSignal(log, async () => {
    await worker.stop();
    await close();
  });
  worker.start();
  log.info(`worker ${worker.id} started (database: ${config.database.kind})`);
}

runEntryPoint(main);
