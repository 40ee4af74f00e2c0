import { describe, expect, it } from 'vitest';
import { chooseCut, FrameMeter, isSilent } from './pauses.js';

/** Levels of 10 ms frames: `loud` speech, or a pause, for so many seconds each. */
const levels = (...parts: [level: number, seconds: number][]) =>
  parts.flatMap(([level, seconds]) => Array.from({ length: Math.round(seconds * 100) }, () => level));
const SPEECH = 0.1;
const PAUSE = 0.001;

describe('FrameMeter', () => {
  it('measures 10 ms frames whatever the sizes of the pieces, carrying a split frame over', () => {
    const meter = new FrameMeter();
    const pcm = Buffer.alloc(320 * 3);
    for (let i = 0; i < 480; i++) pcm.writeInt16LE(i < 160 ? 16384 : 0, i * 2);
    const first = meter.push(pcm.subarray(0, 500));
    const rest = meter.push(pcm.subarray(500));
    expect(first).toEqual([0.5]);
    expect(rest).toEqual([0, 0]);
  });
});

describe('chooseCut', () => {
  it('waits for a few seconds of audio', () => {
    expect(chooseCut(levels([SPEECH, 1], [PAUSE, 0.3], [SPEECH, 1]))).toBeUndefined();
  });

  it('cuts in the middle of the latest pause that leaves at least two seconds', () => {
    const audio = levels([SPEECH, 1], [PAUSE, 0.3], [SPEECH, 1.5], [PAUSE, 0.4], [SPEECH, 1]);
    const cut = chooseCut(audio) as number;
    expect(cut).toBeGreaterThanOrEqual(280);
    expect(cut).toBeLessThanOrEqual(320);
  });

  it('ignores a pause too soon after the start, and gaps too short to be a pause', () => {
    expect(chooseCut(levels([SPEECH, 1], [PAUSE, 0.5], [SPEECH, 3]))).toBeUndefined();
    const choppy = Array.from({ length: 500 }, (_, i) => (i % 8 < 5 ? SPEECH : PAUSE));
    expect(chooseCut(choppy)).toBeUndefined();
  });

  it('cuts unbroken speech at its quietest frame near eight seconds', () => {
    const audio = levels([SPEECH, 7]).concat([0.05], levels([SPEECH, 3]));
    expect(chooseCut(levels([SPEECH, 7.9]))).toBeUndefined();
    expect(chooseCut(audio)).toBe(701);
  });

  it('tells silence from speech', () => {
    expect(isSilent(levels([PAUSE, 4]))).toBe(true);
    expect(isSilent(levels([PAUSE, 4], [SPEECH, 0.1]))).toBe(false);
  });
});
