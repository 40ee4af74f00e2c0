import type { TFunction } from 'i18next';

/**
 * A recording's file name: "Recording" and when it began, in the reader's language and locale
 * ("Recording Nov 28, 2026, 9.45 AM.webm", "Aufnahme 28.11.2026, 09.45.webm"), with what a file system
 * refuses (/ and :) replaced. Its extension follows the browser's recording format.
 */
export function recordingName(mimeType: string, when: Date, t: TFunction, locale: string): string {
  const extension = mimeType.includes('ogg') ? 'ogg' : mimeType.includes('mp4') ? 'm4a' : 'webm';
  const stamp = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    .format(when)
    .replaceAll('/', '-')
    .replaceAll(':', '.');
  return `${t('record.fileName', { when: stamp })}.${extension}`;
}
