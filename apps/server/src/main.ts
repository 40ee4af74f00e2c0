import { buildApp } from './app.js';
import { loadConfig } from './config/config.js';
import { onShutdownSignal, runEntryPoint } from './shutdown.js';

/** The API server; with ROLE=api it leaves transcription to separate `npm run start:worker` processes. */
async function main(): Promise<void> {
  const config = loadConfig();
  const { app } = await buildApp(config, { runWorker: process.env.ROLE !== 'api', installModels: true });
  onShutdownSignal(app.log, () => app.close());
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`database: ${config.database.kind}; open ${config.publicUrl}`);
}

runEntryPoint(main);
