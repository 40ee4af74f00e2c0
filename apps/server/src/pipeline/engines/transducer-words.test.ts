import { describe, expect, it } from 'vitest';
import { MAX_PIECE_SECONDS, planPieces, wordsOfTokens } from './transducer-words.js';

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

describe('planPieces', () => {
  it('groups speech into pieces of at most 30 s, cut in the pauses, with margins that never overlap', () => {
    const speech = [
      { start: 1, end: 9 },
      { start: 9.2, end: 20 },
      { start: 21, end: 32 },
      { start: 40, end: 45 },
    ];
    const pieces = planPieces(speech, 50).map((p) => ({ start: round(p.start), end: round(p.end) }));
    expect(pieces).toEqual([
      { start: 0.7, end: 20.3 },
      { start: 20.7, end: 32.3 },
      { start: 39.7, end: 45.3 },
    ]);
    for (const piece of pieces) expect(piece.end - piece.start).toBeLessThanOrEqual(MAX_PIECE_SECONDS + 0.6);
    expect(planPieces([], 10)).toEqual([]);
  });
});

describe('wordsOfTokens', () => {
  it('joins sentencepiece tokens into words with times on the file and their least sure probability', () => {
    const words = wordsOfTokens(
      {
        tokens: [' The', ' qu', 'ick', ' fox', '.'],
        timestamps: [0.08, 0.4, 0.56, 1.04, 1.36],
        durations: [0.16, 0.16, 0.24, 0.24, 0.08],
        logProbs: [Math.log(0.9), Math.log(0.5), Math.log(0.8), Math.log(0.95), Math.log(0.99)],
      },
      10,
    );
    expect(words.map((w) => w.word)).toEqual(['The', 'quick', 'fox.']);
    expect(words[0]).toMatchObject({ start: 10.08 });
    expect(words[0]?.end).toBeCloseTo(10.24);
    expect(words[1]?.start).toBeCloseTo(10.4);
    expect(words[1]?.end).toBeCloseTo(10.8);
    expect(words[1]?.confidence).toBeCloseTo(0.5);
    expect(words[2]?.end).toBeCloseTo(11.44);
  });

  it('takes the next token as the end where a token has no duration, and never overlaps the next word', () => {
    const words = wordsOfTokens(
      { tokens: [' a', ' b'], timestamps: [0, 0.5], durations: [], logProbs: [] },
      0,
    );
    expect(words).toEqual([
      { word: 'a', start: 0, end: 0.5, confidence: 1 },
      { word: 'b', start: 0.5, end: 0.58, confidence: 1 },
    ]);
  });
});
