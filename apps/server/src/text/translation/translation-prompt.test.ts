import { describe, expect, it } from 'vitest';
import { BATCH_SEGMENTS, batchesOf, parseTranslation, translationPrompt } from './translation-prompt.js';

const asked = [
  { id: 4, text: 'Good morning.' },
  { id: 5, text: 'The budget is approved.' },
  { id: 9, text: 'Thanks.' },
];

describe('translation prompts', () => {
  it('tags every line with its segment id', () => {
    const [system, user] = translationPrompt(asked, 'English', 'German');
    expect(system?.content).toMatch(
      /^You translate transcript segments of a recording from English into German/,
    );
    expect(user?.content).toBe(
      'Translate into German:\n[4] Good morning.\n[5] The budget is approved.\n[9] Thanks.',
    );
  });

  it('reads the answer back by id, leaving out unknown, repeated and empty lines', () => {
    const answer = [
      'Here you go:',
      '[4] Guten Morgen.',
      '  [5]   Das Budget ist genehmigt. ',
      '[7] Not asked for.',
      '[9]',
      '[5] Das Budget.',
    ].join('\n');
    expect(parseTranslation(answer, asked)).toEqual(new Map([[4, 'Guten Morgen.']]));
    expect(parseTranslation('[9] Danke.\r\n[4] Hallo.', asked)).toEqual(
      new Map([
        [9, 'Danke.'],
        [4, 'Hallo.'],
      ]),
    );
  });

  it('batches by count and by length, a long segment alone', () => {
    const short = Array.from({ length: 70 }, (_, i) => ({ id: i + 1, text: 'word' }));
    expect(batchesOf(short).map((b) => b.length)).toEqual([BATCH_SEGMENTS, BATCH_SEGMENTS, 10]);
    const long = [
      { id: 1, text: 'a'.repeat(4000) },
      { id: 2, text: 'b'.repeat(4000) },
      { id: 3, text: 'c'.repeat(100) },
    ];
    expect(batchesOf(long).map((b) => b.map((s) => s.id))).toEqual([[1], [2, 3]]);
  });
});
