import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { EventHub } from '../events/event-hub.js';
import { createTranscriptionProcessor } from '../pipeline/processor.js';
import { Worker } from './worker.js';

/** A worker running the real transcription pipeline. */
export function createWorker(ctx: AppContext, hub: EventHub, log: FastifyBaseLogger): Worker {
  const processor = createTranscriptionProcessor(ctx, log);
  return new Worker(ctx, hub, processor, log, { ...ctx.config.jobs, idlePollMs: 500 });
}
