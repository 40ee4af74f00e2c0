import { describe, expect, it } from 'vitest';
import { parseTimestamp } from '@/lib/format';
import { expiresAt } from './clip-time';

describe('a clip time as typed', () => {
  it('reads m:ss, h:mm:ss and plain seconds', () => {
    expect(parseTimestamp('1:05')).toBe(65);
    expect(parseTimestamp(' 0:00 ')).toBe(0);
    expect(parseTimestamp('1:02:03')).toBe(3723);
    expect(parseTimestamp('90')).toBe(90);
    expect(parseTimestamp('2:30.5')).toBe(150.5);
  });

  it('refuses what is not a time', () => {
    for (const text of ['', 'abc', '1:75', '1::2', '-1:00', '1:2:3:4', '1,5'])
      expect(parseTimestamp(text)).toBe(undefined);
  });
});

describe('a link expiry', () => {
  it('is a date days from now, or none', () => {
    const now = Date.parse('2026-11-25T10:00:00.000Z');
    expect(expiresAt('never', now)).toBeUndefined();
    expect(expiresAt('1', now)).toBe('2026-11-26T10:00:00.000Z');
    expect(expiresAt('30', now)).toBe('2026-12-25T10:00:00.000Z');
  });
});
