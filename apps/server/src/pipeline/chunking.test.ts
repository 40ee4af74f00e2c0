import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Chunk, planChunks } from './chunking.js';
import type { SpeechRegion } from './vad.js';

/** Speech of `talk` seconds then `pause` seconds of silence, repeated to fill `duration`. */
function regular(duration: number, talk: number, pause: number): SpeechRegion[] {
  const regions: SpeechRegion[] = [];
  for (let t = pause; t + talk <= duration; t += talk + pause) regions.push({ start: t, end: t + talk });
  return regions;
}

const lengths = (chunks: Chunk[]) => chunks.map((c) => c.end - c.start);

function expectValid(chunks: Chunk[], speech: SpeechRegion[], duration: number) {
  expect(chunks[0]?.start).toBe(0);
  expect(chunks.at(-1)?.end).toBe(duration);
  for (let i = 1; i < chunks.length; i++) expect(chunks[i]?.start).toBe(chunks[i - 1]?.end);
  for (const chunk of chunks.slice(1)) {
    // A boundary never falls inside a speech region.
    expect(speech.some((r) => r.start < chunk.start && chunk.start < r.end)).toBe(false);
  }
  // Every region lands in exactly one chunk.
  expect(chunks.flatMap((c) => c.speech)).toEqual([...speech].sort((a, b) => a.start - b.start));
}

describe('planChunks', () => {
  it('gives each worker one chunk of about equal length when pauses are frequent', () => {
    const speech = regular(600, 4, 0.6);
    const chunks = planChunks(speech, 600, { count: 2 });
    expectValid(chunks, speech, 600);
    expect(chunks).toHaveLength(2);
    for (const length of lengths(chunks)) expect(length).toBeCloseTo(300, -1);
  });

  it('cuts in the middle of a pause', () => {
    const speech = [
      { start: 0, end: 10 },
      { start: 12, end: 20 },
    ];
    const chunks = planChunks(speech, 20, { count: 2 });
    expect(chunks.map((c) => [c.start, c.end])).toEqual([
      [0, 11],
      [11, 20],
    ]);
  });

  it('keeps one chunk when there is no pause to cut at', () => {
    const speech = [{ start: 0.5, end: 59.5 }];
    expect(planChunks(speech, 60, { count: 4 })).toEqual([{ start: 0, end: 60, speech }]);
    expect(planChunks([], 5, { count: 2 })).toEqual([{ start: 0, end: 5, speech: [] }]);
  });

  it('uses more, shorter chunks when the pauses fall badly for one chunk per worker', () => {
    // Pauses at 40 s and 70 s only near the start, then every 10 s: halves would be 40 + 80 or 70 + 50.
    const speech = [
      { start: 0, end: 39 },
      { start: 41, end: 69 },
      ...regular(120, 9, 1).filter((r) => r.start > 70),
    ];
    speech[2] = { start: 71, end: (speech[2] as SpeechRegion).end };
    const chunks = planChunks(speech, 120, { count: 2, overheadSeconds: 1 });
    expectValid(chunks, speech, 120);
    expect(chunks.length).toBeGreaterThan(2);
  });

  it('with a large start-up cost, prefers one chunk per worker', () => {
    const speech = regular(60, 4, 1);
    expect(planChunks(speech, 60, { count: 2, overheadSeconds: 30 })).toHaveLength(2);
  });

  it('always covers the file and never cuts speech (fuzzed)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.double({ min: 0.05, max: 30, noNaN: true }),
            fc.double({ min: 0, max: 5, noNaN: true }),
          ),
          {
            maxLength: 60,
          },
        ),
        fc.integer({ min: 1, max: 8 }),
        (parts, count) => {
          const speech: SpeechRegion[] = [];
          let t = 0;
          for (const [talk, pause] of parts) {
            t += pause;
            speech.push({ start: t, end: t + talk });
            t += talk;
          }
          const duration = t + 1;
          const chunks = planChunks(speech, duration, { count });
          expectValid(chunks, speech, duration);
          expect(chunks.length).toBeLessThanOrEqual(count * 4);
        },
      ),
    );
  });
});
