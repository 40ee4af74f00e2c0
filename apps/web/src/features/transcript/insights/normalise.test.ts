import { describe, expect, it } from 'vitest';
import { KEY_NOTE_FIELDS, normaliseKeyNotes, normaliseSummary, SUMMARY_FIELDS } from './normalise';

describe('normaliseSummary', () => {
  it('reads a plain string, trimmed', () => {
    expect(normaliseSummary('  The call went well.\n')).toBe('The call went well.');
  });

  it.each(SUMMARY_FIELDS)('reads the field %s, at the top and inside data', (field) => {
    expect(normaliseSummary({ [field]: ' Text. ' })).toBe('Text.');
    expect(normaliseSummary({ success: true, data: { [field]: 'Text.' } })).toBe('Text.');
  });

  it('reads the server answer and a plain string inside data', () => {
    expect(normaliseSummary({ success: true, data: { audio_transcript_summary: 'Hi.' } })).toBe('Hi.');
    expect(normaliseSummary({ success: true, data: ' Hi. ' })).toBe('Hi.');
  });

  it('prefers audio_transcript_summary, and the top level over data', () => {
    expect(normaliseSummary({ summary: 'b', audio_transcript_summary: 'a' })).toBe('a');
    expect(normaliseSummary({ summary: 'top', data: { summary: 'inner' } })).toBe('top');
  });

  it('gives an empty text for anything else', () => {
    for (const body of [undefined, null, 42, [], {}, { summary: 3 }, { data: null }]) {
      expect(normaliseSummary(body)).toBe('');
    }
  });
});

describe('normaliseKeyNotes', () => {
  it.each(KEY_NOTE_FIELDS)(
    'reads the field %s as an array or a string, at the top and inside data',
    (field) => {
      expect(normaliseKeyNotes({ [field]: ['One', 'Two'] })).toEqual(['One', 'Two']);
      expect(normaliseKeyNotes({ [field]: 'One\nTwo' })).toEqual(['One', 'Two']);
      expect(normaliseKeyNotes({ success: true, data: { [field]: ['One'] } })).toEqual(['One']);
    },
  );

  it('reads a plain array and a plain string', () => {
    expect(normaliseKeyNotes(['A', 'B'])).toEqual(['A', 'B']);
    expect(normaliseKeyNotes('A\nB')).toEqual(['A', 'B']);
  });

  it('splits on line breaks of every kind', () => {
    expect(normaliseKeyNotes('A\nB\r\nC\rD')).toEqual(['A', 'B', 'C', 'D']);
  });

  it('splits on • bullets anywhere', () => {
    expect(normaliseKeyNotes('• First • Second\n•Third')).toEqual(['First', 'Second', 'Third']);
  });

  it('drops * and - list marks at line starts, keeping hyphens and stars inside a note', () => {
    expect(normaliseKeyNotes('* Star note\n- Dash note\n  - Indented\nWell-known *fact*')).toEqual([
      'Star note',
      'Dash note',
      'Indented',
      'Well-known *fact*',
    ]);
  });

  it('drops numbered "1." prefixes at line starts, but not a number inside a note', () => {
    expect(normaliseKeyNotes('1. Refund issued\n2. Order late\n10. Ten\n1.5 million calls')).toEqual([
      'Refund issued',
      'Order late',
      'Ten',
      '1.5 million calls',
    ]);
  });

  it("splits on ' - ' inside a line", () => {
    expect(normaliseKeyNotes('Refund issued - Order late - Follow up')).toEqual([
      'Refund issued',
      'Order late',
      'Follow up',
    ]);
    expect(normaliseKeyNotes(['- A - B', 'C'])).toEqual(['A', 'B', 'C']);
  });

  it('trims, drops empties and repeats ignoring case, keeping the first spelling', () => {
    expect(normaliseKeyNotes(['  Refund ', '', '-', 'refund', 'REFUND', '\n\n', 'Late order'])).toEqual([
      'Refund',
      'Late order',
    ]);
  });

  it('ignores what is not text', () => {
    expect(normaliseKeyNotes({ notes: ['A', 3, null, { text: 'x' }, 'B'] })).toEqual(['A', 'B']);
    for (const body of [undefined, null, 42, {}, { notes: 3 }, { data: {} }]) {
      expect(normaliseKeyNotes(body)).toEqual([]);
    }
  });
});
