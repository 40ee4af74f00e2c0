import { describe, expect, it } from 'vitest';
import { isMobileUserAgent, stepSpeed } from './player-settings';

describe('player settings', () => {
  it('steps the speed between 0.5x and 2x', () => {
    expect(stepSpeed(1, 1)).toBe(1.25);
    expect(stepSpeed(2, 1)).toBe(2);
    expect(stepSpeed(0.5, -1)).toBe(0.5);
    expect(stepSpeed(1.1, -1)).toBe(1);
  });

  it('knows phones and tablets by their user agent', () => {
    for (const device of ['iPhone', 'iPad', 'iPod', 'Linux; Android 14'])
      expect(isMobileUserAgent(`Mozilla/5.0 (${device})`)).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBe(false);
  });
});
