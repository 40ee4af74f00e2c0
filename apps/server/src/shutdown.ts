import type { FastifyBaseLogger } from 'fastify';
import { ConfigError } from './config/config.js';

/** On SIGINT/SIGTERM: finish what is running, close, exit 0 (1 if closing failed). A second signal is ignored. */
export function onShutdownSignal(log: FastifyBaseLogger, close: () => Promise<unknown>): void {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      log.info(`${signal} received: finishing and closing`);
      close().then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

/** Runs an entry point; a start-up failure ends the process with one readable line and exit code 1. */
export function runEntryPoint(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const detail = error instanceof Error ? error.message : String(error);
    console.error(error instanceof ConfigError ? detail : `Failed to start: ${detail}`);
    process.exit(1);
  });
}
