import { describe, expect, it } from 'vitest';
import { normaliseKeyNotes, normaliseSummary } from './insights';

describe('normaliseSummary', () => {
  it('trims the text', () => {
    expect(normaliseSummary('  The call went well.\n')).toBe('The call went well.');
    expect(normaliseSummary(' ')).toBe('');
  });
});

describe('normaliseKeyNotes', () => {
  it('keeps the notes in order', () => {
    expect(normaliseKeyNotes(['Refund issued', 'Order late'])).toEqual(['Refund issued', 'Order late']);
  });

  it('trims, drops empties and repeats ignoring case, keeping the first spelling', () => {
    expect(normaliseKeyNotes(['  Refund ', '', 'refund', 'REFUND', '\n\n', 'Late order'])).toEqual([
      'Refund',
      'Late order',
    ]);
  });
});
