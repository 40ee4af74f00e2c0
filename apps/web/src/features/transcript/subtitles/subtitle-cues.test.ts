import { describe, expect, it } from 'vitest';
import { block, segment } from '../testing/viewer-fixture';
import { cuesOf } from './subtitle-cues';

describe('the Subtitle check’s cues', () => {
  it('are the exports’ cues: two people talking at once share one, a line each', () => {
    const cues = cuesOf([
      block(1, 'Left', [segment(1, 'I was saying that', 0, 4)]),
      block(2, 'Right', [segment(2, 'sorry go on', 1, 3)]),
      block(3, 'Left', [segment(3, 'Thanks', 6, 8)]),
    ]);
    // Left's words run 0-1.9 s, Right's 1-2.4 s: one cue from the first word to the last.
    expect(cues.map((cue) => [cue.start, cue.end, cue.lines, cue.segmentId])).toEqual([
      [0, 2.4, ['- I was saying that', '- sorry go on'], 1],
      [6, 7, ['Thanks'], 3],
    ]);
  });
});
