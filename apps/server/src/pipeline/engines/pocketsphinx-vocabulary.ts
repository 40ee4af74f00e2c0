import { appendFile, copyFile, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { espeakPronunciations } from './espeak-pronunciations.js';
import { languageModelWords } from './lm-words.js';

/**
 * A person's vocabulary for pocketsphinx, which can only say words that are both in its dictionary and in
 * its language model. Words the dictionary lacks get a pronunciation from espeak-ng in a copy of it; words
 * the language model lacks join it through an LM control file (`-lmctl`) naming one class of words:
 * sphinxbase adds the class to the model as a new unigram of probability 1/(unigrams + 1), and each of its
 * words gets a share of that (backed off to after any history, as unigrams are).
 *
 * One class only: Debian's sphinxbase (5prealpha) crashes (SIGSEGV in lm_trie_score) with four one-word
 * classes, because each class's unigram takes a word id further past the model's vocabulary and its n-gram
 * search then reads beyond its arrays; the first class's id, one past the end, stays in bounds.
 */
export interface VocabularyFiles {
  /** The dictionary: the engine's own, or a copy with the vocabulary's new words. */
  dict: string;
  /** The LM control file to pass as `-lmctl` with `-lmname` LM_NAME. */
  lmctl: string;
}

export const LM_NAME = 'en-us';

/**
 * The unigram probability (log10) a vocabulary word gets. The class has 1/72,355 of en-us.lm.bin's
 * probability, so beyond 138 words they share it and get less (-7.6 each for 500). `npm run bench:vocabulary` recognised as many of the words, with the same WER, from -6.5 to -8, fewer at
 * -9, and a higher WER at -6 (bench/results/vocabulary.md).
 */
export const VOCABULARY_LOG10_PROB = -7;

export interface VocabularyOptions {
  vocabulary: string[];
  /** The engine's dictionary and binary language model. */
  dict: string;
  lm: string;
  signal: AbortSignal;
  /** espeak-ng's command. */
  espeak?: string | undefined;
  /** The words' unigram probability; VOCABULARY_LOG10_PROB by default. */
  log10Prob?: number | undefined;
}

/** The single words of the phrases: lower case, letters (a-z) and inner apostrophes, each once. */
export function vocabularyWords(vocabulary: string[]): string[] {
  const words = vocabulary
    .flatMap((phrase) =>
      phrase
        .toLowerCase()
        .replace(/[\u2018\u2019]/g, "'")
        .split(/[^\p{L}']+/u),
    )
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => /^[a-z][a-z']*$/.test(word));
  return [...new Set(words)];
}

/**
 * Runs `recognise` with the files of the vocabulary (in a work folder of this run, removed after), or
 * with none when there is nothing to add.
 */
export async function withVocabulary<T>(
  options: VocabularyOptions,
  recognise: (files: VocabularyFiles | undefined) => Promise<T>,
): Promise<T> {
  if (options.vocabulary.length === 0) return recognise(undefined);
  const workDir = await mkdtemp(join(tmpdir(), 'transcribe-vocabulary-'));
  try {
    return await recognise(await vocabularyFiles({ ...options, workDir }));
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Writes into `workDir` the files that add the vocabulary's words the language model lacks (with a
 * pronunciation from the dictionary, else from espeak-ng); undefined when there are none to add.
 */
export async function vocabularyFiles(
  options: VocabularyOptions & { workDir: string },
): Promise<VocabularyFiles | undefined> {
  const { dict, lm, workDir } = options;
  const lmWords = await languageModelWords(lm);
  const wanted = vocabularyWords(options.vocabulary).filter((word) => !lmWords?.words.has(word));
  if (!lmWords || wanted.length === 0) return undefined;
  const known = await dictionaryWords(dict);
  const lacking = wanted.filter((word) => !known.words.has(word));
  const pronounced = await espeakPronunciations(lacking, options.signal, options.espeak);
  const added = wanted.filter((word) => known.words.has(word) || pronounced.has(word));
  if (added.length === 0) return undefined;

  let dictPath = dict;
  if (pronounced.size > 0) {
    dictPath = join(workDir, 'vocabulary.dict');
    await copyFile(dict, dictPath);
    const entries = [...pronounced].map(([word, phones]) => `${word} ${phones.join(' ')}\n`).join('');
    await appendFile(dictPath, known.endsWithNewline ? entries : `\n${entries}`);
  }
  // The control file names its files relative to itself, so no path it holds can contain a space.
  await symlink(resolve(lm), join(workDir, 'language-model.lm.bin'));
  const classdef = classDefinition(added, lmWords.words.size, options.log10Prob);
  await writeFile(join(workDir, 'vocabulary.classdef'), classdef);
  const lmctl = join(workDir, 'vocabulary.lmctl');
  await writeFile(lmctl, `{ vocabulary.classdef }\nlanguage-model.lm.bin ${LM_NAME} { ${CLASS} }\n`);
  return { dict: dictPath, lmctl };
}

const CLASS = '[vocabulary]';

/**
 * The class of `words` in sphinxbase's class definition format: its unigram gets 1/(`unigrams` + 1) of the
 * model's probability, each word a share making `log10Prob` (less when the words are too many to share it
 * so) and the rest a filler word no dictionary has. sphinxbase rescales shares that do not add up to 1.
 */
export function classDefinition(
  words: string[],
  unigrams: number,
  log10Prob = VOCABULARY_LOG10_PROB,
): string {
  const share = Math.min(1 / words.length, 10 ** log10Prob * (unigrams + 1));
  const rest = 1 - share * words.length;
  const filler = rest > 1e-6 ? `<vocabulary-rest> ${rest.toPrecision(6)}\n` : '';
  const members = words.map((word) => `${word} ${share.toPrecision(6)}\n`).join('');
  return `LMCLASS ${CLASS}\n${members}${filler}END ${CLASS}\n`;
}

const dictionaries = new Map<string, { key: string; words: Set<string>; endsWithNewline: boolean }>();

/** The head words of a pocketsphinx dictionary (`word PH ...`, alternates `word(2) PH ...`), read once. */
async function dictionaryWords(path: string): Promise<{ words: Set<string>; endsWithNewline: boolean }> {
  const { size, mtimeMs } = await stat(path);
  const key = `${size}:${mtimeMs}`;
  const cached = dictionaries.get(path);
  if (cached?.key === key) return cached;
  const text = await readFile(path, 'utf8');
  const words = new Set(text.split('\n').map((line) => line.split(/[\s(]/, 1)[0] ?? ''));
  const entry = { key, words, endsWithNewline: text.endsWith('\n') };
  dictionaries.set(path, entry);
  return entry;
}
