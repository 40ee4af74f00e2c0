import {
  breakText,
  checkCues,
  cueProblems,
  SUBTITLE_MAX_LINE_CHARS,
  settleCues,
  splitIntoCues,
  type TimedText,
  timedWords,
} from '@transcribe/contract';
import { describe, expect, it } from 'vitest';

// The shared rules live in packages/contract, which has no test project of its own; the exports use them.

/** Words of `text`, one every `step` seconds from `start`. */
const words = (text: string, start = 0, step = 0.5): TimedText[] =>
  text.split(' ').map((word, i) => ({ text: word, start: start + i * step, end: start + (i + 1) * step }));

describe('breakText', () => {
  it('breaks at word boundaries into lines of at most 42 characters', () => {
    const text = 'The quick brown fox jumps over the lazy dog and keeps on running far away';
    const lines = breakText(text);
    // "… lazy dog" would be 43 characters.
    expect(lines).toEqual(['The quick brown fox jumps over the lazy', 'dog and keeps on running far away']);
  });

  it('counts characters, not UTF-16 units, and cuts a word longer than a line', () => {
    expect(breakText(`${'é'.repeat(42)} x`)).toEqual(['é'.repeat(42), 'x']);
    expect(breakText('a'.repeat(50))).toEqual(['a'.repeat(42), 'a'.repeat(8)]);
  });
});

describe('splitIntoCues', () => {
  it('keeps at most two lines a cue and starts the next cue at the word that would need a third', () => {
    const cues = splitIntoCues(words(Array.from({ length: 24 }, (_, i) => `word${i}`).join(' '), 0, 0.25));
    for (const cue of cues) {
      expect(cue.lines.length).toBeLessThanOrEqual(2);
      for (const line of cue.lines) expect(line.length).toBeLessThanOrEqual(SUBTITLE_MAX_LINE_CHARS);
    }
    expect(
      cues
        .map((c) => c.lines.join(' '))
        .join(' ')
        .split(' '),
    ).toHaveLength(24);
    // Each cue is timed by its first and last word.
    expect(cues[1]?.start).toBe(cues[0]?.end);
  });

  it('cuts a cue before it passes 7 s, by the words’ times', () => {
    const cues = splitIntoCues(words('one two three four five six seven eight nine ten', 0, 1.5));
    expect(cues.map((c) => c.lines.join(' '))).toEqual([
      'one two three four',
      'five six seven eight',
      'nine ten',
    ]);
    expect(cues.map((c) => [c.start, c.end])).toEqual([
      [0, 6],
      [6, 12],
      [12, 15],
    ]);
  });
});

describe('timedWords', () => {
  it('uses the word times while they match the text, else shares the segment out by word length', () => {
    expect(
      timedWords(
        'a b',
        [
          { start: 1, end: 2 },
          { start: 3, end: 4 },
        ],
        0,
        5,
      ).map((w) => w.start),
    ).toEqual([1, 3]);
    const shared = timedWords('aaa b', [], 0, 6);
    expect(shared.map((w) => [w.start, w.end])).toEqual([
      [0, 4],
      [4, 6],
    ]);
  });
});

describe('settleCues', () => {
  it('stretches a short cue to 1 s but never over the next one, and keeps cues inside the audio', () => {
    const settled = settleCues(
      [
        { start: 1, end: 1.2, lines: ['a'] },
        { start: 1.5, end: 2, lines: ['b'] },
        { start: 9.5, end: 11, lines: ['c'] },
      ],
      10,
    );
    expect(settled.map((c) => [c.start, c.end])).toEqual([
      [1, 1.5],
      [1.5, 2.5],
      [9.5, 10],
    ]);
  });
});

describe('checkCues', () => {
  it('names each rule a cue breaks', () => {
    expect(cueProblems({ start: 0, end: 3, lines: ['Hello there.'] })).toEqual([]);
    expect(cueProblems({ start: 0, end: 3, lines: ['x'.repeat(43)] })).toEqual(['lineTooLong']);
    expect(cueProblems({ start: 0, end: 3, lines: ['a', 'b', 'c'] })).toEqual(['tooManyLines']);
    expect(cueProblems({ start: 0, end: 0.5, lines: ['Yes.'] })).toEqual(['tooShort']);
    expect(cueProblems({ start: 0, end: 7.5, lines: ['Slow.'] })).toEqual(['tooLong']);
    // 41 characters in 2 s is 20.5 a second.
    expect(cueProblems({ start: 0, end: 2, lines: ['x'.repeat(20), 'y'.repeat(21)] })).toEqual(['tooFast']);
    expect(cueProblems({ start: 0, end: 2, lines: ['x'.repeat(20), 'y'.repeat(20)] })).toEqual([]);
  });

  it('lists only the cues that break a rule, with their place', () => {
    const cues = [
      { start: 0, end: 2, lines: ['Fine.'] },
      { start: 2, end: 2.4, lines: ['Quick.'] },
      { start: 3, end: 11, lines: ['Long.'] },
    ];
    expect(checkCues(cues).map((c) => [c.index, c.problems])).toEqual([
      [1, ['tooShort']],
      [2, ['tooLong']],
    ]);
  });
});
