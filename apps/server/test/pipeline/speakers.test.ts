import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diarisationErrorRate } from '@transcribe/evaluation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DecodedAudio, decodeToPcm } from '../../src/pipeline/decode.js';
import { diarise as diariseTurns, speakersOfWords } from '../../src/pipeline/diarisation/diarise.js';
import type { RecognisedWord } from '../../src/pipeline/engines/engine.js';
import { POCKETSPHINX_MODEL, PocketsphinxEngine } from '../../src/pipeline/engines/pocketsphinx.js';
import { buildSegments } from '../../src/pipeline/segments.js';
import { speakerBlocks } from '../../src/pipeline/speaker-blocks.js';
import { detectSpeech, type SpeechRegion } from '../../src/pipeline/vad.js';
import { type SpeakerTurn, speechFixtures, speechModelsDir } from '../../src/test-support/speech-fixtures.js';

// A conversation of four real people (a LibriVox reader, the alsa-utils announcer, the asterisk
// operator voice and a TIDIGITS speaker), recognised once, then diarised several ways.
let work: string;
let audio: DecodedAudio;
let speech: SpeechRegion[];
let words: RecognisedWord[];
let turns: SpeakerTurn[];
const signal = new AbortController().signal;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'transcribe-speakers-'));
  const fixture = speechFixtures().conversation;
  turns = fixture.turns;
  audio = await decodeToPcm({
    ffmpegPath: 'ffmpeg',
    inputPath: fixture.wav,
    pcmPath: join(work, 'a.pcm'),
    signal,
  });
  speech = await detectSpeech({ pcmPath: audio.pcmPath, modelsDir: speechModelsDir(), signal });
  const engine = new PocketsphinxEngine({ modelsDir: speechModelsDir() });
  words = await engine.transcribe({
    ...audio,
    speech,
    language: 'en',
    modelId: POCKETSPHINX_MODEL.id,
    vocabulary: [],
    signal,
    onProgress: () => {},
  });
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function diarise(speakers: number) {
  const found = await diariseTurns({ pcmPath: audio.pcmPath, speech, speakers, signal });
  const hypothesis = found.map((t) => ({ ...t, speaker: String(t.speaker) }));
  const errors = diarisationErrorRate(turns, hypothesis);
  const count = new Set(found.map((t) => t.speaker)).size;
  console.log(
    `speakers=${speakers}: ${count} found over ${found.length} turns; DER ${(errors.der * 100).toFixed(1)}% ` +
      `(missed ${errors.missed.toFixed(1)} s, false alarm ${errors.falseAlarm.toFixed(1)} s, ` +
      `confusion ${errors.confusion.toFixed(1)} s of ${errors.speech.toFixed(1)} s)`,
  );
  return { turns: found, errors, found: count };
}

describe('built-in diariser on real voices', () => {
  it('tells four people apart when told there are four', async () => {
    const { errors, found } = await diarise(4);
    expect(found).toBe(4);
    expect(errors.der).toBeLessThanOrEqual(0.25);
  });

  it('estimates how many people speak when the count is unknown', async () => {
    const { errors, found } = await diarise(0);
    expect(found).toBeGreaterThanOrEqual(3);
    expect(found).toBeLessThanOrEqual(5);
    expect(errors.der).toBeLessThanOrEqual(0.25);
  });

  it('finds one speaker in the speech of one person', async () => {
    const reader = turns.filter((t) => t.speaker === 'reader');
    const own = speech.filter((s) => reader.some((t) => s.start >= t.start - 0.1 && s.end <= t.end + 0.1));
    expect(own.length).toBeGreaterThanOrEqual(4);
    const found = await diariseTurns({ pcmPath: audio.pcmPath, speech: own, speakers: 0, signal });
    expect(new Set(found.map((t) => t.speaker))).toEqual(new Set([0]));
  });

  it('clusters the voice prints of an embedding model when one is installed', async () => {
    // A stand-in for the model (none can be downloaded here): every stretch gets the same print, so
    // everyone sounds alike and, estimating, one speaker is found; told four, four are kept apart.
    let calls = 0;
    const embed = (samples: Float32Array) => {
      calls += 1;
      expect(samples.length).toBeGreaterThan(16_000 * 0.3);
      return Float32Array.from([1, 0.5, 0.25]);
    };
    const one = await diariseTurns({ pcmPath: audio.pcmPath, speech, speakers: 0, signal, embed });
    expect(calls).toBeGreaterThan(10);
    expect(new Set(one.map((t) => t.speaker))).toEqual(new Set([0]));
    const four = await diariseTurns({ pcmPath: audio.pcmPath, speech, speakers: 4, signal, embed });
    expect(new Set(four.map((t) => t.speaker)).size).toBeGreaterThan(1);
  });

  it('cuts segments where the speaker changes, names blocks by first appearance and merges runs', async () => {
    const { turns: found } = await diarise(4);
    const segments = buildSegments(words, {}, speakersOfWords(words, found));
    const blocks = speakerBlocks(
      segments,
      segments.map((s) => s.speaker),
    );
    expect(blocks[0]?.speaker).toBe('Speaker 1');
    for (let i = 1; i < blocks.length; i++) expect(blocks[i]?.speaker).not.toBe(blocks[i - 1]?.speaker);
    expect(blocks.flatMap((b) => b.items)).toEqual(segments);
    expect(segments.flatMap((s) => s.words)).toEqual(words);
  });
});
