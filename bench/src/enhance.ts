import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { wordErrorRate } from '@transcribe/evaluation';
import {
  ENHANCE_FILTER,
  POCKETSPHINX_MODEL,
  PocketsphinxEngine,
  transcribeAudio,
} from '@transcribe/server/pipeline';
import { decodeSamples, makeNoise, mixAt, type NoiseKind, RATE, writeWav } from './enhance-noise.js';
import { enhanceRecordings, type Recording } from './enhance-recordings.js';
import { machine } from './server-process.js';

/**
 * "Enhance speech" (issue 44): the built-in engine's WER through transcribeAudio without and with `enhance`
 * (decode.ts' ENHANCE_FILTER), on real read speech with references (enhance-recordings.ts), clean and with
 * noise of known level mixed in: white, babble (four AMI meeting excerpts summed) and a 50 Hz hum with
 * harmonics, at 20, 10 and 5 dB below the speech's RMS. WER is pooled over the recordings (errors / reference
 * words). `BENCH_ENHANCE_CHAINS` ('|'-separated ffmpeg filter chains) measures other chains instead of the
 * option: each applied to the noisy WAV before an unenhanced transcription. `BENCH_ENHANCE_SNRS` (default 20,10,5);
 * `BENCH_FAST=1`: two clips, 10 dB.
 */
const FAST = process.env.BENCH_FAST === '1';
const MODELS = process.env.MODELS_DIR ?? new URL('../../models', import.meta.url).pathname;
const CACHE = join(tmpdir(), 'bench-enhance-cache.json');
const NOISES: NoiseKind[] = ['white', 'babble', 'hum'];
const SNRS = FAST ? [10] : (process.env.BENCH_ENHANCE_SNRS ?? '20,10,5').split(',').map(Number);
const CHAINS = (process.env.BENCH_ENHANCE_CHAINS ?? '').split('|').filter(Boolean);
/** 'without', then the option ('with') or each chain asked for. */
const VARIANTS = ['without', ...(CHAINS.length > 0 ? CHAINS : ['with'])];

interface Condition {
  label: string;
  noise?: NoiseKind;
  snr?: number;
}
const CONDITIONS: Condition[] = [
  { label: 'clean' },
  ...NOISES.flatMap((noise) => SNRS.map((snr) => ({ label: `${noise} ${snr} dB`, noise, snr }))),
];

const work = mkdtempSync(join(tmpdir(), 'bench-enhance-'));
const signal = new AbortController().signal;
const engine = new PocketsphinxEngine({ modelsDir: MODELS, concurrency: 1 });
/** Hypotheses of earlier runs by recording, condition and variant (the noisy WAVs are seeded: the same). */
const cache: Record<string, string> = existsSync(CACHE) ? JSON.parse(readFileSync(CACHE, 'utf8')) : {};

/** The recording under every condition, as 16 kHz mono WAVs in the work folder. */
function conditionWavs(recording: Recording, index: number, babble: string[]): Map<string, string> {
  const speech = decodeSamples(recording.path);
  const wavs = new Map<string, string>();
  const clean = join(work, `${index}-clean.wav`);
  writeWav(speech, clean);
  wavs.set('clean', clean);
  for (const kind of NOISES) {
    const talkers = babble.map((_, i) => babble[(index + i) % babble.length] as string).slice(0, 4);
    const noise = makeNoise(kind, speech.length / RATE, talkers, index + 1);
    for (const snr of SNRS) {
      const path = join(work, `${index}-${kind}-${snr}.wav`);
      mixAt(speech, noise, snr, path);
      wavs.set(`${kind} ${snr} dB`, path);
    }
  }
  return wavs;
}

async function hypothesis(wav: string, variant: string): Promise<string> {
  let mediaPath = wav;
  if (variant !== 'without' && variant !== 'with') {
    mediaPath = wav.replace(/\.wav$/, `-chain${VARIANTS.indexOf(variant)}.wav`);
    execFileSync('ffmpeg', [
      '-nostdin',
      '-v',
      'error',
      '-y',
      '-i',
      wav,
      '-af',
      variant,
      '-ar',
      String(RATE),
      mediaPath,
    ]);
  }
  const jobDir = mkdtempSync(join(work, 'job-'));
  const result = await transcribeAudio({
    mediaPath,
    workDir: jobDir,
    engine,
    engineModelId: POCKETSPHINX_MODEL.id,
    language: 'en',
    vocabulary: [],
    speakers: 1,
    speakersBy: 'voice',
    ffmpegPath: 'ffmpeg',
    ffprobePath: 'ffprobe',
    modelsDir: MODELS,
    maxSeconds: 3600,
    enhance: variant === 'with',
    sentiment: async () => null,
    signal,
    onProgress: () => {},
  });
  rmSync(jobDir, { recursive: true, force: true });
  return result.blocks
    .flatMap((block) =>
      block.audio_transcript_data_segment.map((s) => s.audio_transcript_data_segment_transcript),
    )
    .join(' ');
}

interface Score {
  errors: number;
  words: number;
}
const started = performance.now();
const { recordings, babble } = enhanceRecordings(FAST);
const scores = new Map<string, Score>(); // `${condition}\t${variant}`
const jobs: (() => Promise<void>)[] = [];
for (const [index, recording] of recordings.entries()) {
  const wavs = conditionWavs(recording, index, babble);
  for (const condition of CONDITIONS) {
    for (const variant of VARIANTS) {
      jobs.push(async () => {
        const key = [
          basename(recording.path),
          condition.label,
          variant === 'with' ? ENHANCE_FILTER : variant,
        ].join('\t');
        const said = cache[key] ?? (await hypothesis(wavs.get(condition.label) as string, variant));
        cache[key] = said;
        writeFileSync(CACHE, JSON.stringify(cache));
        const found = wordErrorRate(recording.reference, said);
        const score = scores.get(`${condition.label}\t${variant}`) ?? { errors: 0, words: 0 };
        score.errors += found.substitutions + found.deletions + found.insertions;
        score.words += found.referenceWords;
        scores.set(`${condition.label}\t${variant}`, score);
      });
    }
  }
}
let done = 0;
// Two transcriptions at a time, one per core.
await Promise.all(
  [0, 1].map(async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      await job();
      if (++done % 20 === 0) process.stderr.write(`${done} transcriptions\n`);
    }
  }),
);
rmSync(work, { recursive: true, force: true });

const pooled = (labels: string[], variant: string) => {
  const sum = labels.reduce(
    (total, label) => {
      const s = scores.get(`${label}\t${variant}`) ?? { errors: 0, words: 0 };
      return { errors: total.errors + s.errors, words: total.words + s.words };
    },
    { errors: 0, words: 0 },
  );
  return sum.errors / sum.words;
};
const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const change = (before: number, after: number) =>
  `${after - before >= 0 ? '+' : '−'}${Math.abs((after - before) * 100).toFixed(1)} pt`;
const noisy = CONDITIONS.filter((c) => c.noise).map((c) => c.label);
const rows: [string, string[]][] = [
  ...CONDITIONS.map((c): [string, string[]] => [c.label, [c.label]]),
  ...NOISES.map((kind): [string, string[]] => [
    `${kind}, all levels`,
    noisy.filter((l) => l.startsWith(kind)),
  ]),
  [`noisy, all ${noisy.length}`, noisy],
];
const totalWords = recordings.reduce(
  (sum, r) => sum + wordErrorRate(r.reference, r.reference).referenceWords,
  0,
);
const seconds = recordings.reduce((sum, r) => sum + r.seconds, 0);
console.log(
  `${machine()}, ${new Date().toISOString().slice(0, 10)}; ${recordings.length} recordings, ${seconds.toFixed(0)} s, ${totalWords} reference words; ${((performance.now() - started) / 60000).toFixed(1)} min`,
);
for (const variant of VARIANTS.slice(1)) {
  console.log(`\nEnhancement: ${variant === 'with' ? ENHANCE_FILTER : variant}\n`);
  console.log('| condition | WER without | WER with | change |\n|---|---|---|---|');
  for (const [label, labels] of rows) {
    const [before, after] = [pooled(labels, 'without'), pooled(labels, variant)];
    console.log(`| ${label} | ${percent(before)} | ${percent(after)} | ${change(before, after)} |`);
  }
  const lower = pooled(noisy, variant) < pooled(noisy, 'without');
  const cleanNotHigher = pooled(['clean'], variant) <= pooled(['clean'], 'without');
  console.log(
    `\nVerdict: noisy ${lower ? 'lower' : 'not lower'}, clean ${cleanNotHigher ? 'not higher' : 'higher'} -> ${lower && cleanNotHigher ? 'on by default' : 'off by default'}`,
  );
}
