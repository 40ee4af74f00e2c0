import type { Config } from './config/config.js';
import type { Logger } from './domain/logger.js';
import type { TranscriptionEngine } from './pipeline/engines/engine.js';
import { OpenAiCompatibleEngine } from './pipeline/engines/openai-compatible.js';
import { PocketsphinxEngine } from './pipeline/engines/pocketsphinx.js';
import { TransducerEngine } from './pipeline/engines/transducer-engine.js';

/** Composition: the engines this configuration makes available, in a fixed order (their models get ids in that order). */
export async function createEngines(config: Config, log: Logger): Promise<TranscriptionEngine[]> {
  const engines: TranscriptionEngine[] = [];
  const builtIn = new PocketsphinxEngine({
    modelsDir: config.modelsDir,
    concurrency: config.workerConcurrency,
  });
  if (builtIn.models().length > 0) engines.push(builtIn);
  else
    log.warn(
      `built-in speech recognition is off: its model files are not in ${config.modelsDir} (run scripts/bootstrap)`,
    );
  const accurate = new TransducerEngine({
    modelsDir: config.modelsDir,
    catalogue: config.models.catalogue,
    concurrency: config.workerConcurrency,
  });
  // Always there: its models are offered as they are installed (the catalogue asks again every few seconds).
  engines.push(accurate);
  const installed = accurate.models();
  if (installed.length > 0)
    log.info(
      `speech recognition also with ${installed.map((model) => model.id).join(', ')} from ${config.modelsDir}`,
    );
  if (config.transcribeApi) {
    engines.push(new OpenAiCompatibleEngine(config.transcribeApi));
    log.info(`speech recognition also through ${config.transcribeApi.url} (${config.transcribeApi.model})`);
  }
  return engines;
}
