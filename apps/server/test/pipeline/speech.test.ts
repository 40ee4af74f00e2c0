import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wordErrorRate } from '@transcribe/evaluation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeToPcm } from '../../src/pipeline/decode.js';
import { POCKETSPHINX_MODEL, PocketsphinxEngine } from '../../src/pipeline/engines/pocketsphinx.js';
import { buildSegments, type Segment } from '../../src/pipeline/segments.js';
import { detectSpeech } from '../../src/pipeline/vad.js';
import { speechFixtures, speechModelsDir } from '../../src/test-support/speech-fixtures.js';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'transcribe-pipeline-'));
  speechFixtures();
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const engine = new PocketsphinxEngine({ modelsDir: speechModelsDir() });

/** decode -> VAD -> pocketsphinx in parallel chunks -> segments, as the worker composes them. */
async function transcribe(inputPath: string) {
  const signal = new AbortController().signal;
  const started = performance.now();
  const pcmPath = join(work, `${Math.random().toString(36).slice(2)}.pcm`);
  const decoded = await decodeToPcm({ ffmpegPath: 'ffmpeg', inputPath, pcmPath, signal });
  const decodedAt = performance.now();
  const speech = await detectSpeech({ pcmPath, modelsDir: speechModelsDir(), signal });
  const vadAt = performance.now();
  const progress: number[] = [];
  const words = await engine.transcribe({
    ...decoded,
    speech,
    language: 'en',
    modelId: POCKETSPHINX_MODEL.id,
    vocabulary: [],
    signal,
    onProgress: (fraction) => progress.push(fraction),
  });
  const segments = buildSegments(words);
  const ms = (from: number, to: number) => Math.round(to - from);
  const timings = `decode ${ms(started, decodedAt)} ms, vad ${ms(decodedAt, vadAt)} ms, recognise ${ms(vadAt, performance.now())} ms`;
  return { ...decoded, speech, segments, progress, timings };
}

function expectWellFormed(segments: Segment[], duration: number) {
  expect(segments.length).toBeGreaterThan(0);
  let previousEnd = 0;
  for (const segment of segments) {
    expect(segment.start).toBeGreaterThanOrEqual(previousEnd);
    expect(segment.end).toBeGreaterThan(segment.start);
    expect(segment.end).toBeLessThanOrEqual(duration + 0.05);
    expect(segment.text).toMatch(/^[A-Z]/);
    for (const word of segment.words) {
      expect(word.start).toBeGreaterThanOrEqual(segment.start);
      expect(word.end).toBeLessThanOrEqual(segment.end);
      expect(word.word).not.toMatch(/^<|^\[|\(\d+\)$|^\+\+/);
    }
    previousEnd = segment.end;
  }
}

const text = (segments: Segment[]) => segments.map((s) => s.text).join(' ');

// Each case transcribes half a minute of speech: about 10 s on a fast machine. The limit guards against a hang.
describe('speech pipeline on real read speech (LibriVox)', { timeout: 120_000 }, () => {
  it.each(['wav', 'webm'] as const)('transcribes the reading as %s within 28%% WER', async (format) => {
    const fixture = speechFixtures().librivox;
    const result = await transcribe(fixture[format]);
    expectWellFormed(result.segments, result.durationSeconds);
    const errors = wordErrorRate(fixture.reference, text(result.segments));
    console.log(
      `librivox.${format}: ${result.durationSeconds.toFixed(1)} s, ${result.speech.length} speech regions, ` +
        `${result.segments.length} segments, WER ${(errors.wer * 100).toFixed(1)}% of ${errors.referenceWords} words; ${result.timings}`,
    );
    expect(errors.wer).toBeLessThanOrEqual(0.28);
    // Progress only goes up and ends complete.
    expect(result.progress.at(-1)).toBe(1);
    for (let i = 1; i < result.progress.length; i++) {
      expect(result.progress[i]).toBeGreaterThanOrEqual(result.progress[i - 1] as number);
    }
  });

  it('hears the same speech in the MP4 as in the WAV', async () => {
    // Recognition is the same once decoded (shown above for WAV and WebM); what differs is the container
    // and the lossy AAC codec, so the decoded audio must give the same speech regions and length.
    const signal = new AbortController().signal;
    const regions = async (inputPath: string, name: string) => {
      const pcmPath = join(work, name);
      const decoded = await decodeToPcm({ ffmpegPath: 'ffmpeg', inputPath, pcmPath, signal });
      return { ...decoded, speech: await detectSpeech({ pcmPath, modelsDir: speechModelsDir(), signal }) };
    };
    const wav = await regions(speechFixtures().librivox.wav, 'wav.pcm');
    const mp4 = await regions(speechFixtures().librivox.mp4, 'mp4.pcm');
    expect(mp4.durationSeconds).toBeCloseTo(wav.durationSeconds, 0);
    expect(mp4.speech).toHaveLength(wav.speech.length);
    mp4.speech.forEach((region, i) => {
      expect(Math.abs(region.start - (wav.speech[i]?.start as number))).toBeLessThan(0.15);
      expect(Math.abs(region.end - (wav.speech[i]?.end as number))).toBeLessThan(0.15);
    });
  });
});
