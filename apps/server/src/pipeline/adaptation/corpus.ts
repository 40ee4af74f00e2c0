import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ACOUSTIC_MODEL_DIR, modelFiles } from '../engines/pocketsphinx.js';
import { PipelineError } from '../pipeline-error.js';
import { wavSlice } from '../wav.js';
import { dictionaryFor } from './dictionary.js';
import { runTool } from './run-tool.js';
import { textWords } from './text.js';
import type { AdaptationUtterance } from './types.js';

/** The files sphinxtrain's bw reads about the speech it learns from, in a work folder. */
export interface AdaptationCorpus {
  /** For -ctlfn: one utterance id per line. */
  fileids: string;
  /** For -lsnfn: `<s> words </s> (id)` per utterance. */
  transcription: string;
  /** For -dictfn: the utterances' words. */
  dictionary: string;
  /** For -cepdir: each utterance's features (`<id>.mfc`). */
  features: string;
  /** Speech kept, in seconds, utterances and words. */
  seconds: number;
  utterances: number;
  words: number;
}

/**
 * Writes the corpus: each utterance cut from its PCM as a 16 kHz WAV, its text as the dictionary's words,
 * and its features from sphinx_fe with the acoustic model's own settings. An utterance with a word neither
 * the dictionary nor espeak-ng can pronounce is left out (its transcript would not match the speech).
 */
export async function writeCorpus(options: {
  utterances: AdaptationUtterance[];
  modelsDir: string;
  workDir: string;
  signal: AbortSignal;
}): Promise<AdaptationCorpus> {
  const { workDir, signal } = options;
  const texts = options.utterances
    .map((utterance) => ({ ...utterance, words: textWords(utterance.text) }))
    .filter((utterance) => utterance.words.length > 0 && utterance.end > utterance.start);
  const dictionary = await dictionaryFor(
    texts.flatMap((utterance) => utterance.words),
    modelFiles(options.modelsDir).dict,
    signal,
  );
  const kept = texts.filter((utterance) => !utterance.words.some((w) => dictionary.unpronounceable.has(w)));
  if (kept.length === 0) {
    throw new PipelineError('There is no verified speech with words the engine can learn from.', false);
  }
  const wavs = join(workDir, 'wav');
  const features = join(workDir, 'mfc');
  await mkdir(wavs, { recursive: true });
  await mkdir(features, { recursive: true });
  const ids = kept.map((_, i) => `u${String(i + 1).padStart(5, '0')}`);
  for (const [i, utterance] of kept.entries()) {
    await writeFile(
      join(wavs, `${ids[i]}.wav`),
      await wavSlice(utterance.pcmPath, utterance.start, utterance.end),
    );
  }
  const corpus: AdaptationCorpus = {
    fileids: join(workDir, 'adaptation.fileids'),
    transcription: join(workDir, 'adaptation.transcription'),
    dictionary: join(workDir, 'adaptation.dict'),
    features,
    seconds: kept.reduce((sum, utterance) => sum + utterance.end - utterance.start, 0),
    utterances: kept.length,
    words: kept.reduce((sum, utterance) => sum + utterance.words.length, 0),
  };
  await writeFile(corpus.fileids, ids.map((id) => `${id}\n`).join(''));
  const lines = kept.map((utterance, i) => `<s> ${utterance.words.join(' ')} </s> (${ids[i]})\n`);
  await writeFile(corpus.transcription, lines.join(''));
  await writeFile(corpus.dictionary, dictionary.lines.map((line) => `${line}\n`).join(''));
  // sphinx_fe -argfile reads the model's front-end settings (filters, lifter) so features match its training.
  await runTool(
    'sphinx_fe',
    [
      ...['-argfile', join(ACOUSTIC_MODEL_DIR, 'feat.params'), '-samprate', '16000', '-c', corpus.fileids],
      ...['-di', wavs, '-do', features, '-ei', 'wav', '-eo', 'mfc', '-mswav', 'yes'],
    ],
    signal,
  );
  return corpus;
}
