import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  promptsAsPcm,
  promptsLasting,
  seededShuffle,
  type TelephonePrompt,
  telephonePrompts,
} from '@transcribe/evaluation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adaptationOptions,
  adaptationTools,
  adaptSpeaker,
  mapAdaptMeans,
  recogniseUtterances,
  type SpeakerAdaptation,
  type VoiceModelAdaptation,
  wordErrorRate,
} from '../../src/pipeline/adaptation/index.js';
import { POCKETSPHINX_MODEL, PocketsphinxEngine } from '../../src/pipeline/engines/pocketsphinx.js';
import { speechModelsDir } from '../../src/test-support/speech-fixtures.js';

// Speaker adaptation on real telephone speech: Debian's Asterisk prompts of one voice (Allison) with their
// texts. The engine learns her voice from about a minute of prompts (an MLLR transform, then MAP means on top)
// and recognises 20 others better.
const work = mkdtempSync(join(tmpdir(), 'transcribe-adaptation-'));
let learn: Array<TelephonePrompt & { start: number; end: number }>;
let held: Array<TelephonePrompt & { start: number; end: number }>;
let pcmPath: string;
let adaptation: SpeakerAdaptation;
let means: Buffer;

// The limits guard against a hang, not for speed: this file takes about 50 s on a fast machine and twice that
// on CI's slow instances (`npm run bench:adaptation` measures adaptation).
beforeAll(async () => {
  const tools = adaptationTools();
  if (!tools.available) {
    throw new Error(`Speaker adaptation needs ${tools.missing.join(', ')}: run scripts/bootstrap.`);
  }
  const prompts = seededShuffle(telephonePrompts(), 28);
  const learnCount = promptsLasting(prompts, 60).length;
  pcmPath = join(work, 'allison.pcm');
  const timed = promptsAsPcm(prompts.slice(0, learnCount + 20), pcmPath);
  learn = timed.slice(0, learnCount);
  held = timed.slice(learnCount);
  adaptation = await adaptSpeaker({
    utterances: learn.map((prompt) => ({ pcmPath, start: prompt.start, end: prompt.end, text: prompt.text })),
    modelsDir: speechModelsDir(),
    workDir: join(work, 'adapt'),
  });
}, 240_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function recognise(adaptation?: VoiceModelAdaptation): Promise<string[]> {
  const words = await recogniseUtterances({
    utterances: held.map((prompt) => ({ pcmPath, start: prompt.start, end: prompt.end })),
    modelsDir: speechModelsDir(),
    workDir: work,
    adaptation,
  });
  words.forEach((list, i) => {
    const prompt = held[i] as (typeof held)[number];
    for (const word of list) {
      // Timed on the whole file's timeline, within the prompt's own stretch of it.
      expect(word.start).toBeGreaterThanOrEqual(prompt.start - 0.01);
      expect(word.end).toBeLessThanOrEqual(prompt.end + 0.01);
    }
  });
  return words.map((list) => list.map((word) => word.word).join(' '));
}

describe('speaker adaptation on real telephone speech', () => {
  it('learns an MLLR transform from about a minute of verified speech', () => {
    expect(adaptation.kind).toBe('mllr');
    expect(adaptation.utterances).toBe(learn.length);
    expect(adaptation.seconds).toBeGreaterThanOrEqual(59);
    expect(adaptation.seconds).toBeLessThan(80);
    expect(adaptation.words).toBeGreaterThan(100);
    // mllr_matrix: the number of classes, streams, then each stream's matrix and bias.
    expect(adaptation.transform.trim().split(/\s+/).length).toBeGreaterThan(3 * (13 * 13 + 13 * 2));
  });

  it('stops at once when aborted', async () => {
    const controller = new AbortController();
    const running = adaptSpeaker({
      utterances: learn.map((prompt) => ({
        pcmPath,
        start: prompt.start,
        end: prompt.end,
        text: prompt.text,
      })),
      modelsDir: speechModelsDir(),
      workDir: join(work, 'aborted'),
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 300);
    const started = performance.now();
    await expect(running).rejects.toThrow(/abort/i);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('recognises other prompts of the same voice with fewer word errors with the transform, fewer still with MAP means', async () => {
    const references = held.map((prompt) => prompt.text);
    const plain = wordErrorRate(references, await recognise());
    const adapted = wordErrorRate(references, await recognise(adaptation));
    means = (
      await mapAdaptMeans({
        utterances: learn.map((p) => ({ pcmPath, start: p.start, end: p.end, text: p.text })),
        modelsDir: speechModelsDir(),
        workDir: join(work, 'map'),
        transform: adaptation.transform,
      })
    ).means;
    // A sphinx means file: its text header, then the numbers.
    expect(means.subarray(0, 3).toString()).toBe('s3\n');
    const map = wordErrorRate(references, await recognise({ transform: adaptation.transform, means }));
    console.log(
      `Allison, 20 held-out prompts: WER ${pct(plain)} unadapted, ${pct(adapted)} MLLR, ${pct(map)} MAP means on top`,
    );
    expect(adapted).toBeLessThan(plain * 0.9);
    expect(map).toBeLessThan(adapted);
  }, 240_000);

  it('lets the engine itself recognise with the transform or the MAP means (TranscribeInput.mllrPath, .acousticModel)', async () => {
    const engine = new PocketsphinxEngine({ modelsDir: speechModelsDir() });
    const transcribe = async (adapted?: VoiceModelAdaptation) => {
      const options = adapted ? await adaptationOptions(adapted, mkdtempSync(join(work, 'engine-'))) : {};
      const words = await engine.transcribe({
        pcmPath,
        durationSeconds: held.at(-1)?.end ?? 0,
        speech: held.map((prompt) => ({ start: prompt.start, end: prompt.end })),
        language: 'en',
        modelId: POCKETSPHINX_MODEL.id,
        vocabulary: [],
        signal: new AbortController().signal,
        onProgress: () => {},
        ...options,
      });
      return words.map((word) => word.word).join(' ');
    };
    const reference = [held.map((prompt) => prompt.text).join(' ')];
    const plain = wordErrorRate(reference, [await transcribe()]);
    const adapted = wordErrorRate(reference, [await transcribe({ transform: adaptation.transform })]);
    const map = wordErrorRate(reference, [await transcribe({ transform: adaptation.transform, means })]);
    console.log(
      `the engine on the same prompts as one recording: WER ${pct(plain)} unadapted, ${pct(adapted)} MLLR, ${pct(map)} MAP means`,
    );
    expect(adapted).toBeLessThan(plain);
    expect(map).toBeLessThan(plain);
  }, 240_000);
});

const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;
