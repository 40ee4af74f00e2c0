import { describe, expect, it } from 'vitest';
import type { TimedSegment } from '@/lib/timeline';
import { nextUnsureWord } from './unsure-words';

const w = (start: number, confidence = 1) => ({ word: 'w', start, end: start + 0.3, confidence });
const TIMELINE: TimedSegment[] = [
  { id: 1, start: 1, end: 3, words: [w(1), w(1.5, 0.2), w(2)] },
  { id: 2, start: 10, end: 12, words: [w(10), w(11, 0.25)] },
];

describe('unsure words', () => {
  it('finds the next one after a time, wrapping round to the first', () => {
    expect(nextUnsureWord(TIMELINE, 0)?.word.start).toBe(1.5);
    expect(nextUnsureWord(TIMELINE, 1.5)?.word.start).toBe(11);
    expect(nextUnsureWord(TIMELINE, 11)?.word.start).toBe(1.5);
    expect(nextUnsureWord([{ id: 1, start: 0, end: 1, words: [w(0)] }], 0)).toBeUndefined();
  });
});
