import { TAG_COLOURS } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { colourName, contrast, textOn } from './tag-colour';

describe('tag colours', () => {
  it('write every offered colour with text of at least 4.5:1 contrast (WCAG AA for small text)', () => {
    for (const colour of TAG_COLOURS)
      expect(contrast(colour, textOn(colour)), colour).toBeGreaterThanOrEqual(4.5);
  });

  it('write dark text on light colours and white on dark ones', () => {
    expect(textOn('#fde68a')).toBe('#111827');
    expect(textOn('#1e3a8a')).toBe('#ffffff');
  });

  it('name the offered colours, and any other as custom', () => {
    expect(colourName('#2563EB')).toBe('blue');
    expect(colourName('#123456')).toBe('custom');
  });
});
