import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/test/test-i18n';
import { recordingName } from './recording-name';

const WHEN = new Date(2026, 10, 28, 9, 45);

describe('a recording’s name', () => {
  it('is when it began, in the reader’s language and locale, with the browser’s format as extension', () => {
    const en = createTestI18n('en');
    expect(recordingName('audio/webm;codecs=opus', WHEN, en.t, 'en-US')).toBe(
      'Recording Nov 28, 2026, 9.45 AM.webm',
    );
    const de = createTestI18n('de');
    expect(recordingName('audio/mp4', WHEN, de.t, 'de')).toBe('Aufnahme 28.11.2026, 09.45.m4a');
    expect(recordingName('audio/ogg', WHEN, en.t, 'en-GB')).not.toMatch(/[/:]/);
  });
});
