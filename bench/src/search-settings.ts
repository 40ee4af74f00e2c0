import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wordErrorRate } from '@transcribe/evaluation';
import { parsePocketsphinxOutput, pocketsphinxArgs, SEARCH_SETTINGS } from '@transcribe/server/pipeline';
import { machine } from './server-process.js';
import { readSpeech } from './speech-files.js';

/**
 * What the built-in engine's search settings cost and save against pocketsphinx's defaults, one process
 * on one core: seconds, WER on LibriVox, and on Debian's Asterisk prompts (no reference text there) the
 * share of words that differ from what the defaults recognise. `BENCH_REPEATS` (default 2) runs alternate.
 */
const MODELS = new URL('../../models', import.meta.url).pathname;
const ALLISON = '/usr/share/asterisk/sounds/en_US_f_Allison';
const repeats = Number(process.env.BENCH_REPEATS ?? 2);

function toPcm(input: string[], name: string, seconds: number): string {
  const path = join(tmpdir(), `bench-search-${name}.pcm`);
  const output = ['-t', String(seconds), '-ac', '1', '-ar', '16000', '-f', 's16le', path];
  execFileSync('ffmpeg', ['-y', '-v', 'error', ...input, ...output]);
  return path;
}

function allisonPrompts(): string {
  const list = join(tmpdir(), 'bench-search-allison.txt');
  const files = readdirSync(ALLISON)
    .filter((name) => name.endsWith('.wav'))
    .sort();
  writeFileSync(list, files.map((name) => `file '${join(ALLISON, name)}'\n`).join(''));
  return toPcm(['-f', 'concat', '-safe', '0', '-i', list], 'allison', 240);
}

function recognise(pcm: string, settings: string[]): { seconds: number; text: string } {
  const started = performance.now();
  const args = [...pocketsphinxArgs(pcm, MODELS), ...settings];
  const result = spawnSync('pocketsphinx_continuous', args, { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (result.status !== 0) throw new Error(`pocketsphinx exited with ${result.status}: ${result.stderr}`);
  const text = parsePocketsphinxOutput(result.stdout, 0)
    .map((word) => word.word)
    .join(' ');
  return { seconds: (performance.now() - started) / 1000, text };
}

const librivox = readSpeech(2);
const sets = [
  {
    name: 'LibriVox, 2 min',
    pcm: toPcm(['-i', librivox.path], 'librivox', 600),
    reference: librivox.reference,
  },
  { name: 'Asterisk prompts, 4 min', pcm: allisonPrompts(), reference: undefined },
];
const runs = [
  { label: 'pocketsphinx defaults', settings: [] as string[] },
  { label: `engine (${SEARCH_SETTINGS.join(' ')})`, settings: SEARCH_SETTINGS },
];

console.log(`machine: ${machine()}`);
console.log(`date:    ${new Date().toISOString()}`);
console.log('| speech | settings | seconds (mean) | CPU saved | WER | words differing from defaults |');
console.log('|---|---|---|---|---|---|');
for (const set of sets) {
  const seconds = runs.map(() => [] as number[]);
  const texts: string[] = [];
  for (let repeat = 0; repeat < repeats; repeat++) {
    const order = repeat % 2 === 0 ? [0, 1] : [1, 0];
    for (const index of order) {
      const result = recognise(set.pcm, runs[index]?.settings ?? []);
      seconds[index]?.push(result.seconds);
      texts[index] = result.text;
    }
  }
  const means = seconds.map((list) => list.reduce((sum, s) => sum + s, 0) / list.length);
  runs.forEach((run, index) => {
    const text = texts[index] ?? '';
    const mean = means[index] ?? 0;
    const wer = set.reference ? `${(wordErrorRate(set.reference, text).wer * 100).toFixed(1)}%` : 'n/a';
    const differing = `${(wordErrorRate(texts[0] ?? '', text).wer * 100).toFixed(1)}%`;
    const saved = `${((1 - mean / (means[0] ?? mean)) * 100).toFixed(0)}%`;
    console.log(`| ${set.name} | ${run.label} | ${mean.toFixed(1)} s | ${saved} | ${wer} | ${differing} |`);
  });
}
