import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DecodedAudio, decodeToPcm } from '../src/pipeline/decode.js';
import { diarisationErrorRate } from '../src/pipeline/der.js';
import { POCKETSPHINX_MODEL, PocketsphinxEngine } from '../src/pipeline/engines/pocketsphinx.js';
import { buildSegments, type Segment } from '../src/pipeline/segments.js';
import { assignSpeakers, speakerBlocks } from '../src/pipeline/speakers.js';
import { detectSpeech } from '../src/pipeline/vad.js';
import { type SpeakerTurn, speechFixtures, speechModelsDir } from '../src/test-support/speech-fixtures.js';

// A conversation of four real people (a LibriVox reader, the alsa-utils announcer, the asterisk
// operator voice and a TIDIGITS speaker), recognised and segmented once, then diarised several ways.
let work: string;
let audio: DecodedAudio;
let segments: Segment[];
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
  const speech = await detectSpeech({ pcmPath: audio.pcmPath, modelsDir: speechModelsDir(), signal });
  const engine = new PocketsphinxEngine({ modelsDir: speechModelsDir() });
  const words = await engine.transcribe({
    ...audio,
    speech,
    language: 'en',
    modelId: POCKETSPHINX_MODEL.id,
    signal,
    onProgress: () => {},
  });
  segments = buildSegments(words);
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function diarise(speakers: number) {
  const labels = await assignSpeakers({ pcmPath: audio.pcmPath, segments, speakers, signal });
  const hypothesis = segments.map((s, i) => ({ speaker: String(labels[i]), start: s.start, end: s.end }));
  const errors = diarisationErrorRate(turns, hypothesis);
  const found = new Set(labels).size;
  console.log(
    `speakers=${speakers}: ${found} found over ${segments.length} segments; DER ${(errors.der * 100).toFixed(1)}% ` +
      `(missed ${errors.missed.toFixed(1)} s, false alarm ${errors.falseAlarm.toFixed(1)} s, ` +
      `confusion ${errors.confusion.toFixed(1)} s of ${errors.speech.toFixed(1)} s)`,
  );
  return { labels, errors, found };
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

  it('finds one speaker in the segments of one person', async () => {
    const reader = turns.filter((t) => t.speaker === 'reader');
    const own = segments.filter((s) => reader.some((t) => s.start >= t.start - 0.1 && s.end <= t.end + 0.1));
    expect(own.length).toBeGreaterThanOrEqual(4);
    const labels = await assignSpeakers({ pcmPath: audio.pcmPath, segments: own, speakers: 0, signal });
    expect(new Set(labels)).toEqual(new Set([0]));
  });

  it('names blocks Speaker 1, 2, ... by first appearance and merges consecutive segments', async () => {
    const { labels } = await diarise(4);
    const blocks = speakerBlocks(segments, labels);
    expect(blocks[0]?.speaker).toBe('Speaker 1');
    for (let i = 1; i < blocks.length; i++) expect(blocks[i]?.speaker).not.toBe(blocks[i - 1]?.speaker);
    expect(blocks.flatMap((b) => b.items)).toEqual(segments);
  });
});
