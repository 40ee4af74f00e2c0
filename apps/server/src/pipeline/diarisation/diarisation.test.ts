import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cosineClusters } from './cosine-clustering.js';
import { labelCount, resegment } from './resegment.js';
import { SPEAKER_EMBEDDING_FILE, speakerEmbedder } from './speaker-embeddings.js';
import { speakersOfWords } from './turns.js';
import { viterbi } from './viterbi.js';

describe('viterbi', () => {
  it('follows the evidence, but a change of speaker must pay for itself inside continuous speech', () => {
    // Speaker 1 is a little likelier on frames 3-4 only: not worth two changes at a penalty of 5.
    const a = Float64Array.from([0, 0, 0, -1, -1, 0, 0, 0]);
    const b = Float64Array.from([-1, -1, -1, 0, 0, -1, -1, -1]);
    const oneRegion = new Int32Array(8);
    expect([...viterbi([a, b], oneRegion, 5)]).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect([...viterbi([a, b], oneRegion, 0.5)]).toEqual([0, 0, 0, 1, 1, 0, 0, 0]);
    // Across a pause (a new region) a change is free.
    expect([...viterbi([a, b], Int32Array.from([0, 0, 0, 1, 1, 2, 2, 2]), 5)]).toEqual([
      0, 0, 0, 1, 1, 0, 0, 0,
    ]);
  });
});

describe('speakersOfWords', () => {
  it('gives each word the turn its midpoint is in, else the nearest turn', () => {
    const turns = [
      { start: 0, end: 2, speaker: 0 },
      { start: 2, end: 4, speaker: 1 },
      { start: 6, end: 8, speaker: 0 },
    ];
    const words = [
      { start: 0.5, end: 1 },
      { start: 1.8, end: 2.4 }, // midpoint 2.1: the second turn
      { start: 4.2, end: 4.4 }, // in the gap, nearer the second turn
      { start: 5.6, end: 5.8 }, // in the gap, nearer the third
      { start: 9, end: 9.5 },
    ];
    expect(speakersOfWords(words, turns)).toEqual([0, 1, 1, 0, 0]);
    expect(speakersOfWords(words, [])).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('cosineClusters (voice prints of an embedding model)', () => {
  const around = (direction: number[], jitter: number) =>
    Float32Array.from(direction, (x, i) => x + jitter * Math.sin(7 * i + 13 * jitter));

  it('groups prints by direction, estimating how many groups there are or taking the count asked for', () => {
    const prints = [
      around([1, 0, 0, 0], 0.1),
      around([0, 1, 0, 0], 0.1),
      around([1, 0, 0, 0], 0.2),
      around([0, 0, 1, 0], 0.1),
      around([0, 1, 0, 0], 0.15),
      around([1, 0, 0, 0], 0.05),
    ];
    expect(cosineClusters(prints, 0)).toEqual([0, 1, 0, 2, 1, 0]);
    expect(new Set(cosineClusters(prints, 2)).size).toBe(2);
    expect(cosineClusters(prints.slice(0, 1), 0)).toEqual([0]);
  });
});

describe('speakerEmbedder', () => {
  it('is off without a model, and refuses a damaged model with a message instead of crashing the worker', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'transcribe-embedding-'));
    try {
      expect(await speakerEmbedder(dir)).toBeUndefined();
      writeFileSync(join(dir, SPEAKER_EMBEDDING_FILE), Buffer.from('not an onnx model'));
      await expect(speakerEmbedder(dir)).rejects.toThrow(/could not be loaded; replace it, or remove it/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('resegment on a long file', () => {
  it('labels hours of voiced frames (more than a spread argument list can hold)', () => {
    // 250,000 frames (about 42 minutes of voice) of two clearly different "voices" taking turns every 5 s.
    const count = 250_000;
    const dims = 2;
    const features = new Float32Array(count * dims);
    const truth = new Int32Array(count);
    for (let f = 0; f < count; f++) {
      truth[f] = Math.floor(f / 500) % 2;
      features[f * dims] = (truth[f] === 0 ? -3 : 3) + Math.sin(f * 1.7);
      features[f * dims + 1] = Math.cos(f * 2.3);
    }
    const frames = {
      dims,
      features,
      times: Float64Array.from({ length: count }, (_, f) => f * 0.01),
      regions: new Int32Array(count),
      count,
    };
    const start = Int32Array.from(truth, (label, f) => (f % 7 === 0 ? 1 - label : label));
    const labels = resegment(frames, start);
    expect(labels).toHaveLength(count);
    expect(labelCount(labels)).toBe(2);
    const agree = labels.reduce((sum, label, f) => sum + (label === truth[f] ? 1 : 0), 0);
    expect(agree / count).toBeGreaterThan(0.99);
  });
});
