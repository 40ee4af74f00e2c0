import { describe, expect, it } from 'vitest';
import type { RecognisedWord } from './engines/engine.js';
import { buildSegments, sentenceCase } from './segments.js';

/** Words of 0.3 s with `gap` seconds between them, starting at `from`. */
function words(text: string, from = 0, gap = 0.1): RecognisedWord[] {
  return text.split(' ').map((word, i) => {
    const start = from + i * (0.3 + gap);
    return { word, start, end: start + 0.3, confidence: 0.9 };
  });
}

describe('buildSegments', () => {
  it('splits at pauses and keeps each segment’s words and times', () => {
    const segments = buildSegments([...words('hello there'), ...words('i am here', 3)]);
    expect(segments.map((s) => s.text)).toEqual(['Hello there', 'I am here']);
    expect(segments[0]).toMatchObject({ start: 0, end: 0.7 });
    expect(segments[1]?.start).toBe(3);
    expect(segments[1]?.words.map((w) => w.word)).toEqual(['i', 'am', 'here']);
  });

  it('does not split at pauses shorter than the threshold', () => {
    expect(buildSegments(words('one two three', 0, 0.4))).toHaveLength(1);
    expect(buildSegments(words('one two three', 0, 0.4), { pauseSeconds: 0.3 })).toHaveLength(3);
  });

  it('splits long speech at its longest pause so no segment exceeds the maximum', () => {
    const long = Array.from({ length: 100 }, (_, i) => `w${i}`).join(' ');
    const input = words(long); // 100 words, 0.4 s apiece: 40 s without a real pause
    const longer = input.map((w, i) => (i >= 30 ? { ...w, start: w.start + 0.5, end: w.end + 0.5 } : w));
    const segments = buildSegments(longer, { maxSeconds: 20 });
    for (const segment of segments) expect(segment.end - segment.start).toBeLessThanOrEqual(20);
    expect(segments[0]?.words).toHaveLength(30); // cut at the 0.6 s gap before word 30
    expect(segments.flatMap((s) => s.words)).toEqual(longer);
  });

  it('returns nothing for no words', () => {
    expect(buildSegments([])).toEqual([]);
  });
});

describe('sentenceCase', () => {
  it('capitalises the first letter and the pronoun I', () => {
    expect(sentenceCase("i think i'm right and i'll go")).toBe("I think I'm right and I'll go");
    expect(sentenceCase('it is in iceland')).toBe('It is in iceland');
    expect(sentenceCase('élan vital')).toBe('Élan vital');
    expect(sentenceCase('Already Cased, thanks.')).toBe('Already Cased, thanks.');
  });
});

describe('buildSegments with speakers', () => {
  const timed = (text: string, from = 0) =>
    text
      .split(' ')
      .map((word, i) => ({ word, start: from + i * 0.3, end: from + i * 0.3 + 0.25, confidence: 1 }));

  it('starts a new segment where the speaker changes, even without a pause', () => {
    const words = timed('yes I agree no wait');
    const segments = buildSegments(words, {}, [0, 0, 0, 1, 1]);
    expect(segments.map((s) => [s.text, s.speaker])).toEqual([
      ['Yes I agree', 0],
      ['No wait', 1],
    ]);
  });
});
