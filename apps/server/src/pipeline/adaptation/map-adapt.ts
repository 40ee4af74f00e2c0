import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type BaseModel, baseModel } from './base-model.js';
import { writeCorpus } from './corpus.js';
import { runTool } from './run-tool.js';
import { collectStatistics } from './statistics.js';
import { BASE_MODEL_FILES, SPHINXTRAIN_DIR } from './tools.js';
import type { AdaptationUtterance } from './types.js';

/** The engine's acoustic model's means MAP-adapted to a speaker: a sphinx means file (about 840 KB). */
export interface AdaptedMeans {
  means: Buffer;
  seconds: number;
  utterances: number;
  words: number;
}

/**
 * MAP adaptation (sphinxtrain's map_adapt) on top of the speaker's MLLR transform: every Gaussian's mean
 * moves from where the transform put it towards what the speaker's speech says of it, as far as there is
 * speech for it. Only the means are kept: on Allison's prompts (npm run bench:adaptation, 10 minutes) MAP of
 * the means made 28.3% word errors, of the means, variances and transitions 41.0%, of all of them with the
 * mixture weights 36.6%, and MLLR alone 48.1%.
 */
export async function mapAdaptMeans(options: {
  utterances: AdaptationUtterance[];
  modelsDir: string;
  workDir: string;
  /** The speaker's MLLR transform (mllr_matrix text): MAP starts from the means it moved. */
  transform: string;
  signal?: AbortSignal;
}): Promise<AdaptedMeans> {
  const signal = options.signal ?? new AbortController().signal;
  const { workDir } = options;
  await mkdir(workDir, { recursive: true });
  const base = await baseModel(signal);
  const prior = await transformed(base, options.transform, workDir, signal);
  const corpus = await writeCorpus({ ...options, signal });
  const accumulators = join(workDir, 'accumulators');
  await collectStatistics({ model: prior, corpus, accumulators, signal });
  const before = (name: string) => join(prior.dir, name);
  const means = join(workDir, 'map_means');
  await runTool(
    join(SPHINXTRAIN_DIR, 'map_adapt'),
    [
      ...['-moddeffn', base.mdef, '-ts2cbfn', '.ptm.', '-accumdir', accumulators],
      ...['-meanfn', before('means'), '-varfn', before('variances')],
      ...['-mixwfn', before('mixture_weights'), '-tmatfn', before('transition_matrices')],
      ...['-mapmeanfn', means],
    ],
    signal,
  );
  return {
    means: await readFile(means),
    seconds: corpus.seconds,
    utterances: corpus.utterances,
    words: corpus.words,
  };
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
