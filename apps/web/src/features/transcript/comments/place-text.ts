import type { TFunction } from 'i18next';
import { formatTimestamp } from '@/lib/format';

/** "0:04", or "0:04–0:07" for a range. */
export function placeText(t: TFunction, start: number, end: number | null): string {
  if (end === null) return formatTimestamp(start);
  return t('transcript.comments.range', { start: formatTimestamp(start), end: formatTimestamp(end) });
}
