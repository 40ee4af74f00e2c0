import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ACOUSTIC_MODEL_DIR } from '../engines/pocketsphinx.js';
import { type BaseModel, baseModel } from './base-model.js';
import { writeCorpus } from './corpus.js';
import { runTool } from './run-tool.js';
import { collectStatistics } from './statistics.js';
import { BASE_MODEL_FILES, SPHINXTRAIN_DIR } from './tools.js';
import type { AdaptationUtterance } from './types.js';

/** A whole acoustic model adapted to a speaker (about 10 MB), for pocketsphinx's -hmm. */
export interface AdaptedModel {
  dir: string;
  seconds: number;
  utterances: number;
  words: number;
}

/**
 * MAP adaptation (sphinxtrain's map_adapt): every Gaussian's mean and variance, mixture weight and
 * transition moves towards what the speaker's speech says of it, as far as there is speech for it. With
 * `transform` it starts from the MLLR-adapted means (MAP on top of MLLR). The model is written into
 * `workDir/model` (its mixture weights unquantised: pocketsphinx reads `mixture_weights` when there is no
 * `sendump`). For measuring whether it pays off beside MLLR (`npm run bench:adaptation`).
 */
export async function mapAdaptModel(options: {
  utterances: AdaptationUtterance[];
  modelsDir: string;
  workDir: string;
  transform?: string;
  signal?: AbortSignal;
}): Promise<AdaptedModel> {
  const signal = options.signal ?? new AbortController().signal;
  const { workDir } = options;
  await mkdir(workDir, { recursive: true });
  const base = await baseModel(signal);
  const prior =
    options.transform === undefined ? base : await transformed(base, options.transform, workDir, signal);
  const corpus = await writeCorpus({ ...options, signal });
  const accumulators = join(workDir, 'accumulators');
  await collectStatistics({ model: prior, corpus, accumulators, signal });
  const out = join(workDir, 'model');
  await mkdir(out);
  for (const file of ['mdef', 'feat.params', 'noisedict']) {
    await symlink(join(ACOUSTIC_MODEL_DIR, file), join(out, file));
  }
  const before = (name: string) => join(prior.dir, name);
  const adapted = (name: string) => join(out, name);
  await runTool(
    join(SPHINXTRAIN_DIR, 'map_adapt'),
    [
      ...['-moddeffn', base.mdef, '-ts2cbfn', '.ptm.', '-accumdir', accumulators],
      ...['-meanfn', before('means'), '-varfn', before('variances')],
      ...['-mixwfn', before('mixture_weights'), '-tmatfn', before('transition_matrices')],
      ...['-mapmeanfn', adapted('means'), '-mapvarfn', adapted('variances')],
      ...['-mapmixwfn', adapted('mixture_weights'), '-maptmatfn', adapted('transition_matrices')],
    ],
    signal,
  );
  return { dir: out, seconds: corpus.seconds, utterances: corpus.utterances, words: corpus.words };
}

/** The base model with its means moved by an MLLR transform (sphinxtrain's mllr_transform). */
async function transformed(
  base: BaseModel,
  transform: string,
  workDir: string,
  signal: AbortSignal,
): Promise<BaseModel> {
  const dir = join(workDir, 'prior');
  await mkdir(dir);
  for (const file of [...BASE_MODEL_FILES, 'mixture_weights'].filter((name) => name !== 'means')) {
    await symlink(join(base.dir, file), join(dir, file));
  }
  const matrix = join(workDir, 'prior_mllr_matrix');
  await writeFile(matrix, transform);
  await runTool(
    join(SPHINXTRAIN_DIR, 'mllr_transform'),
    ['-inmeanfn', join(base.dir, 'means'), '-outmeanfn', join(dir, 'means'), '-mllrmat', matrix],
    signal,
  );
  return { dir, mdef: base.mdef };
}
