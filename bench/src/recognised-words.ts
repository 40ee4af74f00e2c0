import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { RecognisedWord } from '@transcribe/server/pipeline';
import {
  decodeToPcm,
  detectSpeech,
  POCKETSPHINX_MODEL,
  PocketsphinxEngine,
  type SpeechRegion,
  VAD_OPTIONS,
  type VadOptions,
} from '@transcribe/server/pipeline';

const MODELS_DIR = process.env.MODELS_DIR ?? new URL('../../models', import.meta.url).pathname;
const CACHE_DIR = join(tmpdir(), 'transcribe-bench-speakers');

export interface Prepared {
  pcmPath: string;
  durationSeconds: number;
  speech: SpeechRegion[];
  /** How long voice activity detection took, now. */
  vadSeconds: number;
  words: RecognisedWord[];
  /** How long recognition took when it ran (now, or the run that filled the cache). */
  recognitionSeconds: number;
  /** The machine's 5-minute load average as recognition ended (this bench alone makes about 2). */
  loadAverage: number;
  cached: boolean;
}

type CacheEntry = Pick<Prepared, 'words' | 'recognitionSeconds' | 'loadAverage'>;

/** The VAD settings as a cache key: words recognised in other speech regions are other words. */
const vadKey = (vad: Partial<VadOptions>) => {
  const o = { ...VAD_OPTIONS, ...vad };
  return `vad-${o.threshold}-${o.minSilenceDuration}-${o.minSpeechDuration}-${o.maxSpeechDuration}`;
};

/**
 * Decodes a file into `workDir` and finds its speech (both quick; `vad` overrides the pipeline's VAD
 * settings), and recognises it with the built-in engine unless an earlier run already did: recognised
 * words are cached in the temp dir, keyed by the file's name, size and modification time and the VAD
 * settings, so reruns redo only the speaker part.
 */
export async function prepare(
  path: string,
  workDir: string,
  signal: AbortSignal,
  onProgress: (fraction: number) => void = () => {},
  vad: Partial<VadOptions> = {},
): Promise<Prepared> {
  const { size, mtimeMs } = statSync(path);
  const cacheFile = join(CACHE_DIR, `${basename(path)}-${size}-${Math.round(mtimeMs)}-${vadKey(vad)}.json`);
  const { pcmPath, durationSeconds } = await decodeToPcm({
    ffmpegPath: process.env.FFMPEG_PATH ?? 'ffmpeg',
    inputPath: path,
    pcmPath: join(workDir, `${basename(path)}.pcm`),
    signal,
  });
  const vadStarted = performance.now();
  const speech = await detectSpeech({ pcmPath, modelsDir: MODELS_DIR, signal, options: vad });
  const vadSeconds = (performance.now() - vadStarted) / 1000;
  if (existsSync(cacheFile)) {
    const entry = JSON.parse(readFileSync(cacheFile, 'utf8')) as CacheEntry;
    return { pcmPath, durationSeconds, speech, vadSeconds, ...entry, cached: true };
  }
  const started = performance.now();
  const words = await new PocketsphinxEngine({ modelsDir: MODELS_DIR }).transcribe({
    pcmPath,
    durationSeconds,
    speech,
    language: 'en',
    modelId: POCKETSPHINX_MODEL.id,
    vocabulary: [],
    signal,
    onProgress,
  });
  const recognitionSeconds = (performance.now() - started) / 1000;
  const entry: CacheEntry = { words, recognitionSeconds, loadAverage: loadavg()[1] ?? 0 };
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(cacheFile, JSON.stringify(entry));
  return { pcmPath, durationSeconds, speech, vadSeconds, ...entry, cached: false };
}
