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
});
