import type { TWord } from '@transcribe/contract';
import type { TimedSegment } from '@/lib/timeline';

/**
 * Words the engine gave less than this confidence are marked for review. pocketsphinx's confidences are
 * low overall: on the LibriVox reading of the e2e tests, 0.5 marks a third of all words (8 of its 22 marks
 * wrong), 0.3 marks 14 of 62 words of which 6 are wrong, twice the rate of the unmarked words.
 */
export const UNSURE_BELOW = 0.3;

/** How far before an unsure word playback starts, so the listener hears it in context. */
export const LEAD_IN_SECONDS = 1;

export const isUnsure = (word: TWord | undefined) => word !== undefined && word.confidence < UNSURE_BELOW;

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
