import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ACOUSTIC_MODEL_DIR } from '../engines/pocketsphinx.js';
import type { BaseModel } from './base-model.js';
import type { AdaptationCorpus } from './corpus.js';
import { runTool } from './run-tool.js';
import { SPHINXTRAIN_DIR } from './tools.js';

/**
 * Runs sphinxtrain's bw over the corpus: it aligns each utterance's words to its speech with the model and
 * sums, per Gaussian, what the speech says about it, into `accumulators` (what mllr_solve and map_adapt
 * read). The model's own feature settings: 1s_c_d_dd in three streams, batch CMN. With `transform` (an
 * mllr_matrix) it aligns with the model's means so transformed.
 */
export async function collectStatistics(options: {
  model: BaseModel;
  corpus: AdaptationCorpus;
  accumulators: string;
  transform?: string;
  signal: AbortSignal;
}): Promise<void> {
  const { model, corpus, accumulators, signal } = options;
  await mkdir(accumulators, { recursive: true });
  const mllr: string[] = [];
  if (options.transform !== undefined) {
    const matrix = join(accumulators, 'input_mllr_matrix');
    await writeFile(matrix, options.transform);
    mllr.push('-mllrmat', matrix);
  }
  await runTool(
    join(SPHINXTRAIN_DIR, 'bw'),
    [
      ...['-hmmdir', model.dir, '-moddeffn', model.mdef, '-ts2cbfn', '.ptm.'],
      ...['-feat', '1s_c_d_dd', '-svspec', '0-12/13-25/26-38', '-cmn', 'batch', '-agc', 'none'],
      ...['-dictfn', corpus.dictionary, '-fdictfn', join(ACOUSTIC_MODEL_DIR, 'noisedict')],
      ...['-ctlfn', corpus.fileids, '-lsnfn', corpus.transcription, '-cepdir', corpus.features],
      ...['-accumdir', accumulators, ...mllr],
    ],
    signal,
  );
}
