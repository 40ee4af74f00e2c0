import { describe, expect, it } from 'vitest';
import { block, segment } from '../testing/viewer-fixture';
import { implausibleSpeakers } from './speaker-count';

describe('an implausible speaker count', () => {
  it('is more speakers than one per 20 s of speech, suggesting as many as the speech holds', () => {
    // 57 s of one reader split in five pieces.
    const blocks = [0, 12, 24, 36, 48].map((start, i) =>
      block(i + 1, `Speaker ${i + 1}`, [segment(i + 1, 'Hello and mr john dashwood', start, start + 11.4)]),
    );
    expect(implausibleSpeakers(blocks)).toEqual({
      found: 5,
      speechSeconds: expect.closeTo(57, 6),
      slight: 0,
      suggested: 2,
    });
  });

  it('is a speaker with under 3% of the talk, a piece of another voice', () => {
    const blocks = [
      block(1, 'Speaker 1', [segment(1, 'a long stretch', 0, 60)]),
      block(2, 'Speaker 2', [segment(2, 'another long one', 60, 120)]),
      block(3, 'Speaker 3', [segment(3, 'and', 120, 121)]),
    ];
    expect(implausibleSpeakers(blocks)).toMatchObject({ found: 3, slight: 1, suggested: 2 });
  });

  it('is nothing to say of two people in a minute, or of one', () => {
    const two = [
      block(1, 'Speaker 1', [segment(1, 'hello', 0, 30)]),
      block(2, 'Speaker 2', [segment(2, 'hi', 30, 60)]),
    ];
    expect(implausibleSpeakers(two)).toBeUndefined();
    expect(implausibleSpeakers([block(1, 'Speaker 1', [segment(1, 'hello', 0, 5)])])).toBeUndefined();
  });
});
