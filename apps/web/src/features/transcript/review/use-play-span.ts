import { useCallback, useEffect, useRef } from 'react';
import { LEAD_IN_SECONDS } from '../model/unsure-words';
import type { PlayerControls } from '../player/use-audio-player';

/** How long playback runs on after the word, so its end is heard. */
export const TAIL_SECONDS = 0.5;

/**
 * Plays a word in context: from LEAD_IN_SECONDS before its start to TAIL_SECONDS after its end, then
 * pauses. Seeking back before the span (J, a click) lets playback run on.
 */
export function usePlaySpan({ media, time, playFrom }: Pick<PlayerControls, 'media' | 'time' | 'playFrom'>) {
  const span = useRef<{ from: number; to: number } | undefined>(undefined);

  useEffect(
    () =>
      time.subscribe(() => {
        const current = span.current;
        if (!current) return;
        const now = time.get();
        if (now < current.from - 0.25) span.current = undefined;
        else if (now >= current.to) {
          span.current = undefined;
          media.current?.pause();
        }
      }),
    [time, media],
  );

  return useCallback(
    (start: number, end: number) => {
      const from = Math.max(0, start - LEAD_IN_SECONDS);
      span.current = { from, to: end + TAIL_SECONDS };
      playFrom(from);
    },
    [playFrom],
  );
}
