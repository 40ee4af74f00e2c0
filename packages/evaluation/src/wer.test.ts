import { describe, expect, it } from 'vitest';
import { normaliseWords, wordErrorRate } from './wer.js';

describe('normaliseWords', () => {
  it('lower-cases, strips punctuation and speaks abbreviations', () => {
    expect(normaliseWords('Mr. Dashwood, ill-disposed; "isn\u2019t" it?')).toEqual([
      'mister',
      'dashwood',
      'ill',
      'disposed',
      "isn't",
      'it',
    ]);
    expect(normaliseWords('  ¿Qué tal?  Très bien! ')).toEqual(['qué', 'tal', 'très', 'bien']);
  });
});

describe('wordErrorRate', () => {
  it('is 0 for the same words whatever the case and punctuation', () => {
    expect(
      wordErrorRate('He was not an ill disposed young man', 'he was NOT an ill-disposed young man.').wer,
    ).toBe(0);
  });

  it('counts substitutions, deletions and insertions', () => {
    expect(wordErrorRate('the cat sat on the mat', 'the bat sat on the mat')).toMatchObject({
      substitutions: 1,
    });
    expect(wordErrorRate('the cat sat on the mat', 'the cat sat on mat')).toMatchObject({ deletions: 1 });
    expect(wordErrorRate('the cat sat on the mat', 'the cat sat down on the mat')).toMatchObject({
      insertions: 1,
    });
    expect(wordErrorRate('the cat sat on the mat', 'the bat sat on mat today')).toMatchObject({
      wer: 3 / 6,
      referenceWords: 6,
    });
  });

  it('handles empty texts', () => {
    expect(wordErrorRate('', '').wer).toBe(0);
    expect(wordErrorRate('', 'noise').wer).toBe(1);
    expect(wordErrorRate('two words', '')).toMatchObject({ wer: 1, deletions: 2 });
  });

  it('can exceed 1 when the hypothesis is mostly insertions', () => {
    expect(wordErrorRate('yes', 'no no no').wer).toBe(3);
  });
});
