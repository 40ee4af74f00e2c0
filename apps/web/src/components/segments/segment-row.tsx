import type { TSegment } from '@transcribe/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatTimestamp } from '@/lib/format';

interface Props {
  segment: TSegment;
  /** The segment is the one playing: it is marked (and current for screen readers). */
  active: boolean;
  /** Plays from a time of the recording. */
  onSeek: (time: number) => void;
  /** The start time as a column; else there for screen readers and keyboard focus only. */
  showTime?: boolean;
  /** A click anywhere on the row plays from its start (not while its text is a field). */
  seekOnClick?: boolean;
  className?: string;
  /** The segment's text and whatever goes beside it. */
  children: ReactNode;
}

/** One segment of a transcript as a row: its start (a button that plays from there), then its text. */
export function SegmentRow({
  segment,
  active,
  onSeek,
  showTime = true,
  seekOnClick = true,
  className,
  children,
}: Props) {
  const { t } = useTranslation();
  const start = segment.audio_transcript_data_segment_start_time;
  const time = formatTimestamp(start);
  return (
    // biome-ignore lint/a11y: a mouse shortcut over the whole row; the time button does the same by keyboard.
    <div
      data-segment-id={segment.audio_transcript_data_segment_id}
      aria-current={active ? 'true' : undefined}
      className={cn(
        'flex gap-3 rounded-lg px-2 py-2 transition-colors',
        active ? 'bg-accent-soft' : 'hover:bg-hover/60',
        seekOnClick && 'cursor-pointer',
        className,
      )}
      onClick={seekOnClick ? () => onSeek(start) : undefined}
    >
      <button
        type="button"
        className={cn(
          'h-6 shrink-0 rounded px-1 text-left text-xs text-muted tabular-nums hover:text-accent-text',
          showTime ? 'w-16' : 'sr-only focus:not-sr-only',
        )}
        aria-label={t('transcript.playFrom', { time })}
        onClick={(event) => {
          event.stopPropagation();
          onSeek(start);
        }}
      >
        {time}
      </button>
      {children}
    </div>
  );
}
