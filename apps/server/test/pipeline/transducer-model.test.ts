import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pcmToFloats } from '../../src/pipeline/pcm.js';
import { speechFixtures } from '../../src/test-support/speech-fixtures.js';
import {
  FRAME_SECONDS,
  SKIP_FRAMES,
  TRANSDUCER_FILES,
  TRANSDUCER_WORD,
  writeTestTransducerModel,
} from '../../src/test-support/transducer-model.js';

// The NeMo TDT transducer path of sherpa-onnx (the format of Parakeet TDT 0.6B v3) with a real ONNX model:
// no trained one can be downloaded here, so the test builds a structurally valid one
// (test-support/transducer-model.ts: loud frames are speech, one word a half second). sherpa-onnx loads
// its three files and tokens, reads the encoder's metadata, computes and normalises the features and runs
// the greedy TDT search over them.

const RATE = 16_000;
const require = createRequire(import.meta.url);
const SHERPA = require.resolve('sherpa-onnx-node');

interface RecognitionResult {
  text: string;
  tokens: string[];
  /** Seconds from the start of the samples, one per token. */
  timestamps: number[];
  /** Seconds each token's skip covers (TDT). */
  durations: number[];
  ys_log_probs: number[];
}
interface SherpaOfflineStream {
  acceptWaveform(input: { sampleRate: number; samples: Float32Array }): void;
}
interface SherpaOfflineRecognizer {
  createStream(): SherpaOfflineStream;
  decode(stream: SherpaOfflineStream): void;
  getResult(stream: SherpaOfflineStream): RecognitionResult;
}
type RecognizerConstructor = new (config: object) => SherpaOfflineRecognizer;

/** The config sherpa-onnx-node takes for a Parakeet TDT archive in `dir`. */
const recognizerConfig = (dir: string) => ({
  featConfig: { sampleRate: RATE, featureDim: 80 },
  modelConfig: {
    transducer: {
      encoder: join(dir, TRANSDUCER_FILES.encoder),
      decoder: join(dir, TRANSDUCER_FILES.decoder),
      joiner: join(dir, TRANSDUCER_FILES.joiner),
    },
    tokens: join(dir, TRANSDUCER_FILES.tokens),
    numThreads: 1,
    modelType: 'nemo_transducer',
    debug: 0,
  },
  decodingMethod: 'greedy_search',
});

/** A quiet room: noise about 60 dB below full scale, the same every run. */
function quiet(seconds: number): Float32Array {
  const samples = new Float32Array(Math.round(seconds * RATE));
  let seed = 1;
  for (let i = 0; i < samples.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    samples[i] = (seed / 2 ** 31 - 0.5) * 2e-3;
  }
  return samples;
}

interface Stretch {
  speech: boolean;
  start: number;
  end: number;
}

/** Quiet, the LibriVox reading, quiet, the reading again, quiet: the samples and where each stretch lies. */
function recording(): { samples: Float32Array; stretches: Stretch[] } {
  const reading = pcmToFloats(readFileSync(speechFixtures().librivox.wav).subarray(44));
  const parts = [quiet(2), reading, quiet(4), reading, quiet(3)];
  const samples = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  const stretches: Stretch[] = [];
  let at = 0;
  for (const part of parts) {
    samples.set(part, at);
    stretches.push({ speech: part === reading, start: at / RATE, end: (at + part.length) / RATE });
    at += part.length;
  }
  return { samples, stretches };
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'transcribe-transducer-'));
  writeTestTransducerModel(join(dir, 'model'));
  writeTestTransducerModel(join(dir, 'corrupt'), { corrupt: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a NeMo TDT transducer built by the test, in sherpa-onnx', () => {
  it('writes a word about every half second of speech, with times inside the speech, and none in quiet', () => {
    const { OfflineRecognizer } = require(SHERPA) as { OfflineRecognizer: RecognizerConstructor };
    const recognizer = new OfflineRecognizer(recognizerConfig(join(dir, 'model')));
    const { samples, stretches } = recording();
    const stream = recognizer.createStream();
    stream.acceptWaveform({ sampleRate: RATE, samples });
    recognizer.decode(stream);
    const result = recognizer.getResult(stream);
    const { timestamps } = result;
    console.log(
      `test transducer: ${timestamps.length} words in ${(samples.length / RATE).toFixed(1)} s, ` +
        `first at ${timestamps[0]} s, log probabilities ${Math.min(...result.ys_log_probs).toFixed(2)} to ` +
        `${Math.max(...result.ys_log_probs).toFixed(2)}`,
    );

    // The text is the model's word, once per token, and every token has its time, skip and probability.
    const words = result.text.split(' ');
    expect(new Set(words)).toEqual(new Set([TRANSDUCER_WORD]));
    expect(result.tokens).toEqual(words.map((word) => ` ${word}`));
    for (const field of [timestamps, result.durations, result.ys_log_probs])
      expect(field).toHaveLength(words.length);
    for (const duration of result.durations) expect(duration).toBeCloseTo(SKIP_FRAMES * FRAME_SECONDS, 5);
    for (const logProbability of result.ys_log_probs) {
      expect(logProbability).toBeLessThan(0);
      // The word won, so it is at least as likely as the blank, and e (NAME_GAP 1) times the hotword-only name.
      expect(logProbability).toBeGreaterThan(-Math.log(2 + Math.exp(-1)) - 0.01);
    }

    // Times increase by at least the skip, and each falls inside a stretch of speech.
    timestamps.slice(1).forEach((time, i) => {
      expect(time - (timestamps[i] as number)).toBeGreaterThanOrEqual(SKIP_FRAMES * FRAME_SECONDS - 0.001);
    });
    const within = (stretch: Stretch) => timestamps.filter((t) => t >= stretch.start && t < stretch.end);
    for (const stretch of stretches) {
      const count = within(stretch).length;
      const most = Math.ceil((stretch.end - stretch.start) / (SKIP_FRAMES * FRAME_SECONDS));
      if (stretch.speech) {
        expect(count).toBeGreaterThanOrEqual(most * 0.6); // a reading with few pauses
        expect(count).toBeLessThanOrEqual(most);
      } else expect(count).toBe(0);
    }
    expect(stretches.reduce((sum, s) => sum + within(s).length, 0)).toBe(timestamps.length);
  });

  it('aborts the process that loads an encoder cut off halfway (why models are probed in a child)', () => {
    const load = `const { OfflineRecognizer } = require(process.argv[1]);
new OfflineRecognizer(JSON.parse(process.argv[2]));`;
    const child = spawnSync(
      process.execPath,
      ['-e', load, SHERPA, JSON.stringify(recognizerConfig(join(dir, 'corrupt')))],
      { encoding: 'utf8', timeout: 30_000 },
    );
    expect(child.signal ?? child.status).toBe('SIGABRT');
    expect(child.stderr).toMatch(/encoder\.int8\.onnx failed.*Protobuf parsing failed/);
  });
});
