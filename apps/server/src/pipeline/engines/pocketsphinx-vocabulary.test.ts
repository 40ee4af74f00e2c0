import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { speechModelsDir } from '../../test-support/speech-fixtures.js';
import {
  classDefinition,
  VOCABULARY_LOG10_PROB,
  vocabularyFiles,
  vocabularyWords,
  withVocabulary,
} from './pocketsphinx-vocabulary.js';

const work = mkdtempSync(join(tmpdir(), 'transcribe-vocabulary-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const signal = new AbortController().signal;
const models = {
  dict: join(speechModelsDir(), 'cmudict-en-us.dict'),
  lm: join(speechModelsDir(), 'en-us.lm.bin'),
};

describe('vocabularyWords', () => {
  it('splits phrases into lower-case words of letters and apostrophes, each once', () => {
    expect(
      vocabularyWords(["Mr. O'Brien’s", 'Kubernetes  cluster', 'café', "'quoted'", 'C3PO', 'cluster']),
    ).toEqual(['mr', "o'brien's", 'kubernetes', 'cluster', 'quoted', 'c', 'po']);
  });
});

describe('classDefinition', () => {
  it('gives each word the chosen probability, the rest going to a filler word', () => {
    const share = 10 ** VOCABULARY_LOG10_PROB * 100_000;
    expect(classDefinition(['dashwood', 'kubernetes'], 99_999)).toBe(
      `LMCLASS [vocabulary]\ndashwood ${share.toPrecision(6)}\nkubernetes ${share.toPrecision(6)}\n` +
        `<vocabulary-rest> ${(1 - 2 * share).toPrecision(6)}\nEND [vocabulary]\n`,
    );
  });

  it('shares the class equally among words too many to have that probability each', () => {
    const words = Array.from({ length: 500 }, (_, i) => `word${i}`);
    const text = classDefinition(words, 72_354);
    expect(text.match(/^word\d+ 0\.00200000$/gm)).toHaveLength(500);
    expect(text).not.toContain('rest');
  });
});

describe('vocabularyFiles', () => {
  it('pronounces words the dictionary lacks and adds to the language model the words it lacks', async () => {
    const workDir = mkdtempSync(join(work, 'run-'));
    const vocabulary = ['Ambassadress', 'Kubernetes cluster', 'Dashwood', 'the'];
    const files = await vocabularyFiles({ ...models, vocabulary, workDir, signal });
    if (!files) throw new Error('nothing was added');
    const dict = readFileSync(files.dict, 'utf8');
    expect(dict.startsWith(readFileSync(models.dict, 'utf8'))).toBe(true);
    expect(dict.slice(readFileSync(models.dict).length)).toBe('kubernetes K Y UW B ER N IY T S\n');
    const classdef = readFileSync(join(workDir, 'vocabulary.classdef'), 'utf8');
    // "ambassadress" is in the dictionary but not in the language model; the others are in both.
    expect(classdef.match(/^[a-z]\S* /gm)).toEqual(['ambassadress ', 'kubernetes ']);
    expect(readFileSync(files.lmctl, 'utf8')).toBe(
      '{ vocabulary.classdef }\nlanguage-model.lm.bin en-us { [vocabulary] }\n',
    );
    expect(realpathSync(join(workDir, 'language-model.lm.bin'))).toBe(realpathSync(models.lm));
  });

  it("without espeak-ng adds only the dictionary's words, and nothing when the model has them all", async () => {
    const workDir = mkdtempSync(join(work, 'run-'));
    const vocabulary = ['Ambassadress', 'Kubernetes'];
    const files = await vocabularyFiles({ ...models, vocabulary, workDir, signal, espeak: 'no-such-espeak' });
    expect(files?.dict).toBe(models.dict);
    expect(readFileSync(join(workDir, 'vocabulary.classdef'), 'utf8')).toMatch(/^ambassadress /m);
    expect(readFileSync(join(workDir, 'vocabulary.classdef'), 'utf8')).not.toMatch(/^kubernetes /m);
    const none = await vocabularyFiles({ ...models, vocabulary: ['Dashwood', 'the'], workDir, signal });
    expect(none).toBeUndefined();
  });

  it('removes its work folder after the run', async () => {
    const dict = await withVocabulary({ ...models, vocabulary: ['Kubernetes'], signal }, async (files) => {
      expect(readFileSync(files?.dict ?? '', 'utf8')).toContain('\nkubernetes ');
      return files?.dict ?? '';
    });
    expect(dict).toMatch(/transcribe-vocabulary-/);
    expect(existsSync(dirname(dict))).toBe(false);
  });
});
