import { describe, expect, it } from 'vitest';
import { speakerBlocks } from './speaker-blocks.js';

describe('speakerBlocks', () => {
  it('merges consecutive segments of a speaker and names speakers by first appearance', () => {
    const blocks = speakerBlocks(['a', 'b', 'c', 'd', 'e'], [3, 3, 0, 3, 1]);
    expect(blocks).toEqual([
      { speaker: 'Speaker 1', items: ['a', 'b'] },
      { speaker: 'Speaker 2', items: ['c'] },
      { speaker: 'Speaker 1', items: ['d'] },
      { speaker: 'Speaker 3', items: ['e'] },
    ]);
    expect(speakerBlocks([], [])).toEqual([]);
  });
});
