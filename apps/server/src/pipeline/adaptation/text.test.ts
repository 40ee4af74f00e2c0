import { describe, expect, it } from 'vitest';
import { textWords } from './text.js';
import { editDistance, wordErrorRate } from './word-error-rate.js';

describe('textWords', () => {
  it('lower-cases, drops punctuation and keeps inner apostrophes', () => {
    expect(textWords("Please enter your party's extension, followed by pound.")).toEqual([
      'please',
      'enter',
      'your',
      "party's",
      'extension',
      'followed',
      'by',
      'pound',
    ]);
    expect(textWords('“Don’t” — non-administrator users!')).toEqual([
      "don't",
      'non',
      'administrator',
      'users',
    ]);
  });

  it('says numbers as words, since the dictionary has no digits', () => {
    expect(textWords('Press 1, 2 or 8.')).toEqual(['press', 'one', 'two', 'or', 'eight']);
    expect(textWords('1,250 people on the 21st')).toEqual([
      'one',
      'thousand',
      'two',
      'hundred',
      'fifty',
      'people',
      'on',
      'the',
      'twenty',
      'first',
    ]);
    expect(textWords('3D audio, 2.5%, mp3')).toEqual([
      'three',
      'd',
      'audio',
      'two',
      'point',
      'five',
      'percent',
      'mp',
      'three',
    ]);
    expect(textWords('code 007 in the 1990s')).toEqual([
      'code',
      'zero',
      'zero',
      'seven',
      'in',
      'the',
      'one',
      'thousand',
      'nine',
      'hundred',
      'nineties',
    ]);
  });
});

describe('wordErrorRate', () => {
  it('counts substitutions, deletions and insertions over the references’ words', () => {
    expect(editDistance(['a', 'b', 'c'], ['a', 'x', 'c', 'd'])).toBe(2);
    expect(wordErrorRate(['Press one.', 'Goodbye!'], ['press 1', 'good bye'])).toBeCloseTo(2 / 3);
    expect(wordErrorRate([''], [''])).toBe(0);
  });
});
