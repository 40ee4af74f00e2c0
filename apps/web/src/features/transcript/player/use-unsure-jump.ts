import { useCallback, useRef } from 'react';
import type { TimedSegment } from '@/lib/timeline';
import { LEAD_IN_SECONDS, nextUnsureWord } from '../model/unsure-words';
import type { PlayerControls } from './use-audio-player';

/**
 * Plays from just before the next unsure word. Pressed again before that word is reached, it moves on to
 * the one after rather than finding the same word again.
 */
export function useUnsureJump(
  timeline: TimedSegment[],
  { time, playFrom }: Pick<PlayerControls, 'time' | 'playFrom'>,
  onNone: () => void,
) {
  const lastTarget = useRef<number | undefined>(undefined);
  return useCallback(() => {
    const now = time.get();
    const previous = lastTarget.current;
    const from =
      previous !== undefined && now >= previous - LEAD_IN_SECONDS - 0.5 && now < previous ? previous : now;
    const next = nextUnsureWord(timeline, from);
    if (!next) return onNone();
    lastTarget.current = next.word.start;
    playFrom(Math.max(0, next.word.start - LEAD_IN_SECONDS));
  }, [timeline, time, playFrom, onNone]);
}
