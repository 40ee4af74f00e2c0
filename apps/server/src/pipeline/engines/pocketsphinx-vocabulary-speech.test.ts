import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { librivoxClips, speechModelsDir } from '../../test-support/speech-fixtures.js';
import { type DecodedAudio, decodeToPcm } from '../decode.js';
import { hideLanguageModelWords, languageModelWords } from './lm-words.js';
import { POCKETSPHINX_MODEL, PocketsphinxEngine } from './pocketsphinx.js';

// "and mister john dashwood had then leisure to consider how much there might be prudently in his power..."
const clip = librivoxClips().find((c) => c.id.endsWith('-0870'));
const WORD = 'dashwood';
const work = mkdtempSync(join(tmpdir(), 'transcribe-vocabulary-speech-'));
let audio: DecodedAudio;

beforeAll(async () => {
  if (!clip) throw new Error('the LibriVox clip is missing');
  const signal = new AbortController().signal;
  audio = await decodeToPcm({
    ffmpegPath: 'ffmpeg',
    inputPath: clip.path,
    pcmPath: join(work, 'c.pcm'),
    signal,
  });
  // Models that do not know the word: neither the dictionary nor the language model has it.
  const models = speechModelsDir();
  const dict = readFileSync(join(models, 'cmudict-en-us.dict'), 'utf8');
  const without = dict.split('\n').filter((line) => !new RegExp(`^${WORD}(\\(\\d+\\))? `).test(line));
  writeFileSync(join(work, 'cmudict-en-us.dict'), without.join('\n'));
  const lm = join(models, 'en-us.lm.bin');
  const list = await languageModelWords(lm);
  if (!list) throw new Error('the language model has no word list');
  writeFileSync(join(work, 'en-us.lm.bin'), hideLanguageModelWords(readFileSync(lm), list, [WORD]));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function transcribe(vocabulary: string[]): Promise<string[]> {
  const engine = new PocketsphinxEngine({ modelsDir: work, concurrency: 1 });
  const words = await engine.transcribe({
    ...audio,
    speech: [{ start: 0, end: audio.durationSeconds }],
    language: 'en',
    modelId: POCKETSPHINX_MODEL.id,
    vocabulary,
    signal: new AbortController().signal,
    onProgress: () => {},
  });
  return words.map((w) => w.word);
}

// Six transcriptions of one reading: about 10 s on a fast machine. The limit guards against a hang.
describe('PocketsphinxEngine with a vocabulary, on real speech', { timeout: 120_000 }, () => {
  it('recognises a word neither its dictionary nor its language model has once the vocabulary names it', async () => {
    expect(await transcribe([])).not.toContain(WORD);
    // Among other words the model lacks, which share the probability given to vocabulary words.
    const words = await transcribe(['Mr Dashwood', 'Kubernetes', 'ambassadress', 'ferrochrome', 'Siobhan']);
    expect(words).toContain(WORD);
    expect(words.join(' ')).toContain(`john ${WORD}`);
  });
});
