import { describe, expect, it } from 'vitest';
import { speakerBlocks, voiceFeatures } from './speakers.js';

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

describe('voiceFeatures', () => {
  const tone = (hz: number, seconds: number) =>
    Float32Array.from({ length: seconds * 16000 }, (_, i) => 0.3 * Math.sin((2 * Math.PI * hz * i) / 16000));

  it('describes a sound by MFCC means and spreads, and tells different sounds apart', () => {
    const low = voiceFeatures(tone(200, 1)) as number[];
    const again = voiceFeatures(tone(200, 1)) as number[];
    const high = voiceFeatures(tone(1500, 1)) as number[];
    expect(low).toHaveLength(24);
    expect(again).toEqual(low);
    const distance = (a: number[], b: number[]) => Math.hypot(...a.map((x, i) => x - (b[i] as number)));
    expect(distance(low, high)).toBeGreaterThan(1);
  });

  it('says nothing about a segment too short to judge', () => {
    expect(voiceFeatures(tone(200, 0.05))).toBeUndefined();
    expect(voiceFeatures(new Float32Array(0))).toBeUndefined();
  });
});
