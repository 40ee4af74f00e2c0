import type { AppContext } from '../app-context.js';
import type { Logger } from '../domain/logger.js';
import { createTranscriptionProcessor } from './transcription-processor.js';
import { Worker } from './transcription-worker.js';

/** A worker running the real transcription pipeline. */
export function createWorker(ctx: AppContext, log: Logger): Worker {
  const processor = createTranscriptionProcessor(ctx, log);
  return new Worker(ctx, processor, log, { ...ctx.config.jobs, idlePollMs: 500 });
}
