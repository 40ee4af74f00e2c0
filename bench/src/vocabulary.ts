import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { normaliseWords, wordErrorRate } from '@transcribe/evaluation';
import {
  decodeToPcm,
  detectSpeech,
  POCKETSPHINX_MODEL,
  PocketsphinxEngine,
  type SpeechRegion,
} from '@transcribe/server/pipeline';
import { machine } from './server-process.js';
import { readSpeech } from './speech-files.js';
import { modelsWithout } from './vocabulary-models.js';
import { chosenWordHits } from './word-alignment.js';

/**
 * Whether the built-in engine's vocabulary brings back words its models lack, and what espeak-ng's
 * generated pronunciations are worth against the dictionary's own. Content words of 5+ letters of the
 * LibriVox reading are taken out of the language model (and the dictionary), then given back as the
 * vocabulary: with pronunciations espeak-ng generates (not in the dictionary) or with the dictionary's own
 * (kept in it); both join the language model the engine's way (`-lmctl` classes). `BENCH_MINUTES` (default
 * 1) sets the reading's length, `BENCH_LOG10_PROBS` the words' unigram probabilities tried (the engine's
 * default when unset).
 */
const MODELS = new URL('../../models', import.meta.url).pathname;
const minutes = Number(process.env.BENCH_MINUTES ?? 1);
const probabilities = (process.env.BENCH_LOG10_PROBS ?? '').split(',').filter(Boolean).map(Number);
const STOP_WORDS = new Set(
  'about after again being could every might never other rather shall should since still their there these those through under unless until where which while would himself herself mister'.split(
    ' ',
  ),
);

const speech = readSpeech(minutes);
const reference = normaliseWords(speech.reference);
const chosen = [...new Set(reference)].filter((w) => w.length >= 5 && !STOP_WORDS.has(w)).sort();
const chosenSet = new Set(chosen);
const work = mkdtempSync(join(tmpdir(), 'bench-vocabulary-'));

interface Row {
  label: string;
  hits: number;
  occurrences: number;
  falseAlarms: number;
  wer: number;
  otherWer: number;
  seconds: number;
}

async function run(
  label: string,
  modelsDir: string,
  vocabulary: string[],
  audio: { pcmPath: string; durationSeconds: number; speech: SpeechRegion[] },
  log10Prob?: number,
): Promise<Row> {
  const started = performance.now();
  const engine = new PocketsphinxEngine({
    modelsDir,
    ...(log10Prob === undefined ? {} : { vocabularyLog10Prob: log10Prob }),
  });
  const words = await engine.transcribe({
    ...audio,
    language: 'en',
    modelId: POCKETSPHINX_MODEL.id,
    vocabulary,
    signal: new AbortController().signal,
    onProgress: () => {},
  });
  const seconds = (performance.now() - started) / 1000;
  const hypothesis = normaliseWords(words.map((w) => w.word).join(' '));
  const others = (list: string[]) => list.filter((w) => !chosenSet.has(w)).join(' ');
  return {
    label,
    ...chosenWordHits(reference, hypothesis, chosenSet),
    wer: wordErrorRate(reference.join(' '), hypothesis.join(' ')).wer,
    otherWer: wordErrorRate(others(reference), others(hypothesis)).wer,
    seconds,
  };
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

try {
  const signal = new AbortController().signal;
  const decoded = await decodeToPcm({
    ffmpegPath: process.env.FFMPEG_PATH ?? 'ffmpeg',
    inputPath: speech.path,
    pcmPath: join(work, 'speech.pcm'),
    signal,
  });
  const audio = {
    ...decoded,
    speech: await detectSpeech({ pcmPath: decoded.pcmPath, modelsDir: MODELS, signal }),
  };
  const models = modelsWithout(MODELS, chosen, work);
  console.log(`machine: ${machine()}`);
  console.log(`reading: ${(speech.seconds / 60).toFixed(1)} min, ${reference.length} words`);
  console.log(
    `chosen words (${chosen.length}, ${reference.filter((w) => chosenSet.has(w)).length} occurrences): ${chosen.join(' ')}`,
  );
  console.log(`their dictionary entries: ${models.dictionaryEntries.join('; ')}\n`);
  const rows: Row[] = [await run('full models, no vocabulary', MODELS, [], audio)];
  rows.push(await run('removed, no vocabulary', models.removed, [], audio));
  for (const p of probabilities.length > 0 ? probabilities : [undefined]) {
    const at = p === undefined ? '' : ` (log10 p ${p})`;
    rows.push(await run(`removed + vocabulary, generated${at}`, models.removed, chosen, audio, p));
    rows.push(await run(`removed + vocabulary, own${at}`, models.own, chosen, audio, p));
  }
  console.log('| run | chosen words recognised | false alarms | WER | WER on the other words | seconds |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.label} | ${row.hits}/${row.occurrences} | ${row.falseAlarms} | ${percent(row.wer)} | ${percent(row.otherWer)} | ${row.seconds.toFixed(1)} |`,
    );
  }
  console.log('');
  for (let i = 2; i + 1 < rows.length; i += 2) {
    const generated = rows[i] as Row;
    const own = rows[i + 1] as Row;
    const ratio = own.hits === 0 ? 'n/a' : percent(generated.hits / own.hits);
    console.log(`${generated.label}: generated / own = ${generated.hits}/${own.hits} = ${ratio}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
