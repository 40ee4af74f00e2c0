import type { FastifyBaseLogger } from 'fastify';

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
