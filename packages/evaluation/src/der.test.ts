import { describe, expect, it } from 'vitest';
import { diarisationErrorRate } from './der.js';

const reference = [
  { speaker: 'ann', start: 0, end: 10 },
  { speaker: 'bob', start: 10, end: 20 },
];

describe('diarisationErrorRate', () => {
  it('is 0 for the same turns under other names', () => {
    const hypothesis = [
      { speaker: '1', start: 0, end: 10 },
      { speaker: '0', start: 10, end: 20 },
    ];
    expect(diarisationErrorRate(reference, hypothesis, 0).der).toBe(0);
  });

  it('counts confusion, missed speech and false alarms', () => {
    const hypothesis = [
      { speaker: 'x', start: 0, end: 12 }, // 10..12 is bob's: confusion 2 s
      { speaker: 'y', start: 12, end: 18 }, // 18..20 not covered: missed 2 s
      { speaker: 'y', start: 21, end: 22 }, // nobody spoke: false alarm 1 s
    ];
    const result = diarisationErrorRate(reference, hypothesis, 0);
    expect(result.confusion).toBeCloseTo(2);
    expect(result.missed).toBeCloseTo(2);
    expect(result.falseAlarm).toBeCloseTo(1);
    expect(result.speech).toBeCloseTo(20);
    expect(result.der).toBeCloseTo(5 / 20);
  });

  it('does not score the collar around reference boundaries', () => {
    const hypothesis = [
      { speaker: 'x', start: 0, end: 10.2 },
      { speaker: 'y', start: 10.2, end: 20 },
    ];
    expect(diarisationErrorRate(reference, hypothesis, 0.25).der).toBe(0);
    expect(diarisationErrorRate(reference, hypothesis, 0).der).toBeGreaterThan(0);
  });

  it('maps each hypothesis speaker to one reference speaker at most', () => {
    const everythingOne = [{ speaker: 'x', start: 0, end: 20 }];
    expect(diarisationErrorRate(reference, everythingOne, 0).der).toBeCloseTo(0.5);
  });

  it('counts every speaker where people talk over each other', () => {
    const overlapping = [
      { speaker: 'ann', start: 0, end: 10 },
      { speaker: 'bob', start: 6, end: 14 }, // 6..10 both speak: 18 s of speaker time
    ];
    const oneAtATime = [
      { speaker: 'x', start: 0, end: 8 },
      { speaker: 'y', start: 8, end: 14 },
    ];
    const result = diarisationErrorRate(overlapping, oneAtATime, 0);
    // x -> ann, y -> bob; 6..8 misses bob, 8..10 misses ann: one of two speakers missed for 4 s.
    expect(result.speech).toBeCloseTo(18);
    expect(result.missed).toBeCloseTo(4);
    expect(result.confusion).toBeCloseTo(0);
    expect(result.falseAlarm).toBeCloseTo(0);
    expect(result.der).toBeCloseTo(4 / 18);

    const bothAndWrong = [
      { speaker: 'x', start: 0, end: 10 },
      { speaker: 'y', start: 6, end: 10 },
      { speaker: 'z', start: 6, end: 14 },
    ];
    // x -> ann, z -> bob; y speaks beside them in 6..10 with nobody left to be: 4 s of false alarm.
    const worse = diarisationErrorRate(overlapping, bothAndWrong, 0);
    expect(worse.falseAlarm).toBeCloseTo(4);
    expect(worse.missed).toBeCloseTo(0);
    expect(worse.confusion).toBeCloseTo(0);

    const swapped = [
      { speaker: 'x', start: 0, end: 6 },
      { speaker: 'y', start: 6, end: 10 },
      { speaker: 'x', start: 10, end: 14 },
    ];
    // x -> ann (6 s), y -> bob (4 s); 10..14 is bob's but says x: confusion 4 s; 6..10 misses ann: 4 s.
    const confused = diarisationErrorRate(overlapping, swapped, 0);
    expect(confused.confusion).toBeCloseTo(4);
    expect(confused.missed).toBeCloseTo(4);
  });
});
