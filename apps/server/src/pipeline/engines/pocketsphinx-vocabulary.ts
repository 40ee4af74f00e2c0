import { appendFile, copyFile, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { espeakPronunciations } from './espeak-pronunciations.js';
import { languageModelWords } from './lm-words.js';

/**
 * A person's vocabulary for pocketsphinx, which can only say words that are both in its dictionary and in
 * its language model. Words the dictionary lacks get a pronunciation from espeak-ng in a copy of it; words
 * the language model lacks join it through an LM control file (`-lmctl`): sphinxbase adds each class of a
 * class definition file to the model as a new unigram, and its words share that unigram's probability.
 */
export interface VocabularyFiles {
  /** The dictionary: the engine's own, or a copy with the vocabulary's new words. */
  dict: string;
  /** The LM control file to pass as `-lmctl` with `-lmname` LM_NAME. */
  lmctl: string;
}

export const LM_NAME = 'en-us';

/**
 * The unigram probability (log10) each vocabulary word gets: about that of a word seen once in 8 million
 * (the model's rarest words have -7, half have less than -5.4). `npm run bench:vocabulary` measured it.
 */
export const VOCABULARY_LOG10_PROB = -5.5;

/** sphinxbase allows 128 classes in a model. */
const MAX_CLASSES = 120;

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
  options: { vocabulary: string[]; dict: string; lm: string; signal: AbortSignal; espeak?: string },
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
export async function vocabularyFiles(options: {
  vocabulary: string[];
  dict: string;
  lm: string;
  workDir: string;
  signal: AbortSignal;
  espeak?: string;
}): Promise<VocabularyFiles | undefined> {
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
  await symlink(lm, join(workDir, 'language-model.lm.bin'));
  const classes = classDefinitions(added, lmWords.words.size);
  await writeFile(join(workDir, 'vocabulary.classdef'), classes.text);
  const lmctl = join(workDir, 'vocabulary.lmctl');
  await writeFile(
    lmctl,
    `{ vocabulary.classdef }\nlanguage-model.lm.bin ${LM_NAME} { ${classes.names.join(' ')} }\n`,
  );
  return { dict: dictPath, lmctl };
}

/**
 * Classes for `words`: each class's unigram gets 1/`unigrams` of the model's probability, and each of its
 * words a share making VOCABULARY_LOG10_PROB (or less, when many words must share few classes); the rest goes
 * to a filler word no dictionary has. sphinxbase rescales shares that do not add up to 1.
 */
export function classDefinitions(words: string[], unigrams: number): { names: string[]; text: string } {
  const perClass = Math.ceil(words.length / MAX_CLASSES);
  const share = Math.min(1 / perClass, 10 ** VOCABULARY_LOG10_PROB * unigrams);
  const names: string[] = [];
  let text = '';
  for (let i = 0; i * perClass < words.length; i++) {
    const members = words.slice(i * perClass, (i + 1) * perClass);
    const name = `[vocabulary-${i}]`;
    names.push(name);
    const rest = 1 - share * members.length;
    text += `LMCLASS ${name}\n${members.map((word) => `${word} ${share.toPrecision(6)}\n`).join('')}`;
    if (rest > 1e-6) text += `<vocabulary-${i}-rest> ${rest.toPrecision(6)}\n`;
    text += `END ${name}\n`;
  }
  return { names, text };
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
