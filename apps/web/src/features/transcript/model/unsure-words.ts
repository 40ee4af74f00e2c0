import { isUnsure, type TWord } from '@transcribe/contract';
import type { TimedSegment } from '@/lib/timeline';

/**
 * A word is unsure below the contract's UNSURE_BELOW, one threshold for the viewer's marks and the server's
 * quality verdict, sentiment and summaries.
 */
export { isUnsure };

/** How far before an unsure word playback starts, so the listener hears it in context. */
export const LEAD_IN_SECONDS = 1;

/** The first unsure word starting after `time`, wrapping round to the beginning; undefined when none. */
export function nextUnsureWord(
  timeline: TimedSegment[],
  time: number,
): { segmentId: number; word: TWord } | undefined {
  let first: { segmentId: number; word: TWord } | undefined;
  for (const segment of timeline)
    for (const word of segment.words) {
      if (!isUnsure(word)) continue;
      if (word.start > time + 0.01) return { segmentId: segment.id, word };
      first ??= { segmentId: segment.id, word };
    }
  return first;
}
