import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatDate,
  formatDuration,
  formatTimestamp,
  formatTimestampField,
  parseTimestamp,
  truncate,
} from './format';

describe('formatting', () => {
  it('sizes in Bytes, KB, MB, GB, TB with two decimals', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(512)).toBe('512.00 Bytes');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(5 * 1024 ** 2)).toBe('5.00 MB');
    expect(formatBytes(2.25 * 1024 ** 3)).toBe('2.25 GB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3.00 TB');
    expect(formatBytes(2 * 1024 ** 5)).toBe('2048.00 TB');
  });

  it('truncates names: 40 -> 37 + ellipsis, titles: 30 -> 27 + ellipsis', () => {
    const name = 'a'.repeat(41);
    expect(truncate(name, 40)).toBe(`${'a'.repeat(37)}...`);
    expect(truncate('a'.repeat(40), 40)).toBe('a'.repeat(40));
    expect(truncate('b'.repeat(31), 30)).toHaveLength(30);
    expect(truncate('short', 30)).toBe('short');
  });

  it('durations as minutes and seconds; a string with m is shown as sent', () => {
    expect(formatDuration(65.4)).toBe('1m 05s');
    expect(formatDuration(3600)).toBe('60m 00s');
    expect(formatDuration('3m 20s')).toBe('3m 20s');
    expect(formatDuration(Number.NaN)).toBe('—');
  });

  it('dates in the locale short form with time; a date without T is UTC', () => {
    expect(formatDate('2026-11-23T14:05:00.000Z', 'en-GB')).toBe(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' }).format(
        new Date('2026-11-23T14:05:00.000Z'),
      ),
    );
    expect(formatDate('2026-11-23 14:05:00', 'de')).toBe(formatDate('2026-11-23T14:05:00Z', 'de'));
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});

describe('timestamps', () => {
  it('m:ss below an hour, h:mm:ss from an hour on', () => {
    expect(formatTimestamp(0)).toBe('0:00');
    expect(formatTimestamp(7.9)).toBe('0:07');
    expect(formatTimestamp(65)).toBe('1:05');
    expect(formatTimestamp(3599)).toBe('59:59');
    expect(formatTimestamp(3600)).toBe('1:00:00');
    expect(formatTimestamp(3 * 3600 + 62)).toBe('3:01:02');
    expect(formatTimestamp(-3)).toBe('0:00');
  });
});

describe('a time in a field', () => {
  it('is m:ss with tenths where it has them, rounded outwards, and reads back', () => {
    expect(formatTimestampField(0.148, 'down')).toBe('0:00.1');
    expect(formatTimestampField(12.51, 'up')).toBe('0:12.6');
    expect(formatTimestampField(65, 'up')).toBe('1:05');
    expect(parseTimestamp('1:05.5')).toBe(65.5);
    expect(parseTimestamp('1:75')).toBeUndefined();
  });
});
