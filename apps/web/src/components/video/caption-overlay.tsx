import { cn } from '@/lib/cn';
import type { Cue } from '@/lib/player/captions';
import { cueIndexAt } from '@/lib/player/captions';
import type { TimeStore } from '@/lib/player/time-store';
import { usePlayerTime } from '@/lib/player/use-player-time';

/**
 * The segment playing, as text over the bottom of the picture: it follows the same time store as the
 * list's highlight, and redraws only when the segment changes. `offset`: where the media starts in the
 * recording (a shared clip), as the cues' times are the recording's.
 */
export function CaptionOverlay({
  time,
  cues,
  showSpeaker,
  offset = 0,
  large = false,
}: {
  time: TimeStore;
  cues: readonly Cue[];
  showSpeaker: boolean;
  offset?: number;
  /** Full screen: a larger text, read from further away. */
  large?: boolean;
}) {
  const cue = cues[usePlayerTime(time, (now) => cueIndexAt(cues, now + offset))];
  if (!cue) return null;
  return (
    <p
      data-testid="video-caption"
      className={cn(
        'pointer-events-none absolute inset-x-0 mx-auto w-fit max-w-[90%] rounded-md bg-black/75 px-2 py-1 text-center text-white',
        large ? 'bottom-8 text-2xl' : 'bottom-3 text-sm sm:text-base',
      )}
    >
      {showSpeaker ? <span className="font-semibold">{cue.speaker}: </span> : null}
      {cue.text}
    </p>
  );
}
