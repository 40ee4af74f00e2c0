import { describe, expect, it } from 'vitest';
import { parseRttm, wordSpeakerError } from './speaker-scoring.js';

describe('parseRttm', () => {
  it('reads the speaker turns of each file', () => {
    const text = [
      ';; a comment',
      'SPEAKER dev00 1 1.440 11.872 <NA> <NA> MEE009 <NA> <NA>',
      'SPEAKER dev00 1 13.152 3.770 <NA> <NA> MEE012 <NA> <NA>',
      '',
      'SPKR-INFO dev00 1 <NA> <NA> <NA> unknown MEE012 <NA> <NA>',
      'SPEAKER  trn01\t1 28.474 1.526 <NA> <NA> MÉO069 <NA> <NA>\r',
    ].join('\n');
    const files = parseRttm(text);
    expect([...files.keys()]).toEqual(['dev00', 'trn01']);
    expect(files.get('dev00')).toEqual([
      { speaker: 'MEE009', start: 1.44, end: expect.closeTo(13.312, 9) },
      { speaker: 'MEE012', start: 13.152, end: expect.closeTo(16.922, 9) },
    ]);
    expect(files.get('trn01')).toEqual([{ speaker: 'MÉO069', start: 28.474, end: 30 }]);
  });

  it('refuses a speaker line it cannot read, naming the line', () => {
    expect(() => parseRttm('SPEAKER dev00 1 1.44 soon <NA> <NA> A <NA> <NA>')).toThrow(/line 1/);
    expect(() => parseRttm('\nSPEAKER dev00 1 1.44')).toThrow(/line 2/);
  });
});

const reference = [
  { speaker: 'ann', start: 0, end: 10 },
  { speaker: 'bob', start: 10, end: 20 },
  { speaker: 'cat', start: 18, end: 22 }, // talks over bob in 18..20
];
const word = (start: number, speaker: string) => ({ start, end: start + 0.4, speaker });

describe('wordSpeakerError', () => {
  it('is 0 when every word is on the right speaker under other names', () => {
    const words = [word(1, '0'), word(5, '0'), word(11, '1'), word(19, '1'), word(21, '2')];
    const result = wordSpeakerError(words, reference);
    expect(result).toMatchObject({ error: 0, counted: 5, outside: 0 });
    expect(result.mapping).toEqual(
      new Map([
        ['0', 'ann'],
        ['1', 'bob'],
        ['2', 'cat'],
      ]),
    );
  });

  it('counts words on the wrong speaker under the mapping that makes the most right', () => {
    const words = [
      word(1, 'a'),
      word(2, 'a'),
      word(3, 'b'), // ann's word on b: wrong
      word(11, 'b'),
      word(12, 'b'),
      word(13, 'a'), // bob's word on a: wrong
    ];
    const result = wordSpeakerError(words, reference);
    expect(result.mapping).toEqual(
      new Map([
        ['a', 'ann'],
        ['b', 'bob'],
      ]),
    );
    expect(result.error).toBeCloseTo(2 / 6);
  });

  it('maps one to one: everything on one speaker is right only for that speaker', () => {
    const words = [word(1, 'x'), word(2, 'x'), word(3, 'x'), word(11, 'x')];
    expect(wordSpeakerError(words, reference).error).toBeCloseTo(1 / 4);
  });

  it('takes either speaker where two talk at once', () => {
    // 18.5..18.9 has bob and cat; y is mapped to cat by its other word, and is right there too.
    const words = [word(11, 'x'), word(18.5, 'y'), word(21, 'y')];
    const result = wordSpeakerError(words, reference);
    expect(result.error).toBe(0);
    expect(result.mapping.get('y')).toBe('cat');
  });

  it('leaves out words outside every reference turn, by their midpoint', () => {
    // 9.8..10.2 has its midpoint at 10: bob's. 25 is outside every turn.
    const words = [word(9.8, 'x'), word(25, 'x'), word(30, 'y')];
    const result = wordSpeakerError(words, reference);
    expect(result).toMatchObject({ error: 0, counted: 1, outside: 2 });
    expect(result.mapping).toEqual(new Map([['x', 'bob']]));
    expect(wordSpeakerError([], reference)).toMatchObject({ error: 0, counted: 0, outside: 0 });
  });
});
