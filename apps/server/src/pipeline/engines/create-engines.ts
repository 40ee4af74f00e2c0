import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { TranscriptionEngine } from './engine.js';
import { OpenAiCompatibleEngine } from './openai-compatible.js';

/** The engines this configuration makes available, in a fixed order (their models get ids in that order). */
export async function createEngines(config: Config, log: FastifyBaseLogger): Promise<TranscriptionEngine[]> {
  const engines: TranscriptionEngine[] = [];
  if (config.transcribeApi) {
    engines.push(new OpenAiCompatibleEngine(config.transcribeApi));
    log.info(`speech recognition through ${config.transcribeApi.url} (${config.transcribeApi.model})`);
  }
  return engines;
}
