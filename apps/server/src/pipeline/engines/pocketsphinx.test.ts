import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { descendantCommands } from '../../test-support/processes.js';
import { speechFixtures, speechModelsDir } from '../../test-support/speech-fixtures.js';
import { type DecodedAudio, decodeToPcm } from '../decode.js';
import { PipelineError } from '../pipeline-error.js';
import type { SpeechRegion } from '../vad.js';
import { POCKETSPHINX_MODEL, PocketsphinxEngine } from './pocketsphinx.js';

const work = mkdtempSync(join(tmpdir(), 'transcribe-pocketsphinx-'));
let audio: DecodedAudio;
// Speech regions as the VAD finds them in the reading: one per sentence.
let speech: SpeechRegion[];
beforeAll(async () => {
  const signal = new AbortController().signal;
  audio = await decodeToPcm({
    ffmpegPath: 'ffmpeg',
    inputPath: speechFixtures().librivox.wav,
    pcmPath: join(work, 'r.pcm'),
    signal,
  });
  speech = [
    { start: 0.3, end: 6.9 },
    { start: 7.3, end: 10 },
    { start: 10.3, end: 15.3 },
    { start: 15.6, end: 21.3 },
    { start: 21.7, end: 24.7 },
  ];
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const request = (signal: AbortSignal) => ({
  ...audio,
  speech,
  language: 'en',
  modelId: POCKETSPHINX_MODEL.id,
  vocabulary: [],
  signal,
  onProgress: () => {},
});

describe('PocketsphinxEngine', () => {
  it('offers the built-in English model when its files are installed, and nothing when they are not', () => {
    expect(new PocketsphinxEngine({ modelsDir: speechModelsDir() }).models()).toEqual([POCKETSPHINX_MODEL]);
    expect(new PocketsphinxEngine({ modelsDir: work }).models()).toEqual([]);
  });

  it('refuses a language or model it does not have, and missing model files, for good', async () => {
    const signal = new AbortController().signal;
    const engine = new PocketsphinxEngine({ modelsDir: speechModelsDir() });
    for (const bad of [{ language: 'fr' }, { modelId: 'whisper-large' }]) {
      const error = await engine.transcribe({ ...request(signal), ...bad }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PipelineError);
      expect(error).toMatchObject({ retryable: false });
    }
    const missing = await new PocketsphinxEngine({ modelsDir: work })
      .transcribe(request(signal))
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({ retryable: false, message: expect.stringContaining('missing') });
  });

  it('runs one recogniser per worker at once, and kills them all when aborted', async () => {
    const controller = new AbortController();
    const engine = new PocketsphinxEngine({ modelsDir: speechModelsDir(), concurrency: 2 });
    const running = engine.transcribe(request(controller.signal));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(descendantCommands().filter((c) => c === 'pocketsphinx_co')).toHaveLength(2);
    controller.abort(new Error('cancelled'));
    await expect(running).rejects.toThrow('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(descendantCommands().filter((c) => c.startsWith('pocketsphinx') || c === 'cat')).toEqual([]);
  });

  it('fails, to be retried, when a recogniser dies', async () => {
    const engine = new PocketsphinxEngine({ modelsDir: speechModelsDir(), binary: 'false' });
    const error = await engine.transcribe(request(new AbortController().signal)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PipelineError);
    expect(error).toMatchObject({ retryable: true });
  });
});
