import type { BaseLogger } from 'pino';

/** What every layer logs through: the methods of pino's logger, which Fastify's and the worker's both are. */
export type Logger = Pick<BaseLogger, 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal'>;
