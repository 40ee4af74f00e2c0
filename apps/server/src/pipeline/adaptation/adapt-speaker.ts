import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ACOUSTIC_MODEL_DIR } from '../engines/pocketsphinx.js';
import { PipelineError } from '../pipeline-error.js';
import { baseModel } from './base-model.js';
import { writeCorpus } from './corpus.js';
import { runTool } from './run-tool.js';
import { collectStatistics } from './statistics.js';
import { SPHINXTRAIN_DIR } from './tools.js';
import type { AdaptationUtterance, SpeakerAdaptation } from './types.js';

/**
 * Computes an MLLR transform for the speaker of these utterances. Throws PipelineError when it cannot.
 * bw gathers statistics of the verified words aligned to the speech; mllr_solve turns them into one global
 * transform of the model's means, which pocketsphinx applies with -mllr.
 */
export async function adaptSpeaker(options: {
  utterances: AdaptationUtterance[];
  /** The engine's MODELS_DIR (its dictionary). */
  modelsDir: string;
  /** A scratch directory the caller removes afterwards. */
  workDir: string;
  signal?: AbortSignal;
}): Promise<SpeakerAdaptation> {
  const signal = options.signal ?? new AbortController().signal;
  const { workDir } = options;
  await mkdir(workDir, { recursive: true });
  const model = await baseModel(signal);
  const corpus = await writeCorpus({ ...options, signal });
  const accumulators = join(workDir, 'accumulators');
  await collectStatistics({ model, corpus, accumulators, signal });
  const matrix = join(workDir, 'mllr_matrix');
  await runTool(
    join(SPHINXTRAIN_DIR, 'mllr_solve'),
    [
      ...['-meanfn', join(ACOUSTIC_MODEL_DIR, 'means'), '-varfn', join(ACOUSTIC_MODEL_DIR, 'variances')],
      ...['-outmllrfn', matrix, '-accumdir', accumulators],
    ],
    signal,
  );
  const transform = await readFile(matrix, 'utf8').catch(() => '');
  if (!/\d/.test(transform) || /nan/i.test(transform)) {
    throw new PipelineError('Speaker adaptation produced no usable transform from this speech.', false);
  }
  return {
    kind: 'mllr',
    transform,
    seconds: Math.round(corpus.seconds * 10) / 10,
    utterances: corpus.utterances,
    words: corpus.words,
  };
}
