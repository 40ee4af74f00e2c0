import type { TSegment, TSpeakerBlock } from '@transcribe/contract';
import { memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatTimestamp } from '@/lib/format';
import type { TimeStore } from '@/lib/player/time-store';
import { usePlayerTime } from '@/lib/player/use-player-time';
import { positionAt, timelineOf, tokensOf } from '@/lib/timeline';
import { useRowVirtualizer } from '@/lib/use-row-virtualizer';

type Row =
  | { kind: 'speaker'; name: string; key: string }
  | { kind: 'segment'; segment: TSegment; key: string };

/** Speaker names and their segments as one list; a turn by the same speaker shows no new name. */
function rowsOf(blocks: TSpeakerBlock[]): Row[] {
  return blocks.flatMap((block, index) => [
    ...(blocks[index - 1]?.audio_transcript_data_speaker === block.audio_transcript_data_speaker
      ? []
      : [{ kind: 'speaker' as const, name: block.audio_transcript_data_speaker, key: `s${index}` }]),
    ...block.audio_transcript_data_segment.map((segment) => ({
      kind: 'segment' as const,
      segment,
      key: `g${segment.audio_transcript_data_segment_id}`,
    })),
  ]);
}

interface Props {
  blocks: TSpeakerBlock[];
  /** The audio's position; the recording's time is that plus `offset` (a clip's audio starts at its start). */
  time: TimeStore;
  offset: number;
  playing: boolean;
  /** Plays from a time of the recording. */
  onSeek: (time: number) => void;
}

/** The shared text, read-only: speakers, segments, the playing segment and word marked and kept in view. */
export function SharedSegments({ blocks, time, offset, playing, onSeek }: Props) {
  const list = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => rowsOf(blocks), [blocks]);
  const timeline = useMemo(() => timelineOf(blocks), [blocks]);
  const rowOfSegment = useMemo(
    () =>
      new Map(
        rows.flatMap((row, index) =>
          row.kind === 'segment' ? [[row.segment.audio_transcript_data_segment_id, index]] : [],
        ),
      ),
    [rows],
  );
  const activeSegment = usePlayerTime(time, (t) => positionAt(timeline, t + offset).segmentId ?? -1);
  const activeWord = usePlayerTime(time, (t) => positionAt(timeline, t + offset).wordIndex);
  const { rows: visible, before, after, measure, scrollToIndex } = useRowVirtualizer(rows.length, 56, list);

  // Keep the playing segment in view, scrolling only when it has left the screen.
  useEffect(() => {
    const index = rowOfSegment.get(activeSegment);
    if (!playing || index === undefined) return;
    const box = list.current?.querySelector(`[data-index="${index}"]`)?.getBoundingClientRect();
    if (box && box.top >= 0 && box.bottom <= window.innerHeight - 96) return;
    scrollToIndex(index, { align: 'center' });
  }, [playing, activeSegment, rowOfSegment, scrollToIndex]);

  return (
    <div ref={list} style={{ paddingTop: before, paddingBottom: after }}>
      {visible.map((virtual) => {
        const row = rows[virtual.index];
        if (!row) return null;
        return (
          <div key={row.key} data-index={virtual.index} ref={measure}>
            {row.kind === 'speaker' ? (
              <h2 className="pt-5 pb-1 text-sm font-semibold text-accent-text">{row.name}</h2>
            ) : (
              <SharedSegment
                segment={row.segment}
                activeWord={
                  row.segment.audio_transcript_data_segment_id === activeSegment ? activeWord : undefined
                }
                onSeek={onSeek}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}

/** One segment: its start (a button that plays from there) and its words, the playing one marked. */
const SharedSegment = memo(function SharedSegment({
  segment,
  activeWord,
  onSeek,
}: {
  segment: TSegment;
  /** The word playing here (-1: none); undefined while another segment plays. */
  activeWord: number | undefined;
  onSeek: (time: number) => void;
}) {
  const { t } = useTranslation();
  const start = segment.audio_transcript_data_segment_start_time;
  const time = formatTimestamp(start);
  return (
    // biome-ignore lint/a11y: a mouse shortcut over the whole row; the time button does the same by keyboard.
    <div
      data-segment-id={segment.audio_transcript_data_segment_id}
      aria-current={activeWord !== undefined ? 'true' : undefined}
      className={cn(
        'flex cursor-pointer gap-3 rounded-lg px-2 py-2 transition-colors',
        activeWord !== undefined ? 'bg-accent-soft' : 'hover:bg-hover/60',
      )}
      onClick={() => onSeek(start)}
    >
      <button
        type="button"
        className="h-6 w-16 shrink-0 rounded px-1 text-left text-xs text-muted tabular-nums hover:text-accent-text"
        aria-label={t('transcript.playFrom', { time })}
        onClick={(event) => {
          event.stopPropagation();
          onSeek(start);
        }}
      >
        {time}
      </button>
      <p className="min-w-0 flex-1 text-[15px] leading-relaxed text-fg">
        {tokensOf(segment).map(({ text, word }, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity beyond their place.
          <span key={index}>
            {index > 0 ? ' ' : null}
            <span
              data-word-start={word?.start}
              className={cn('rounded-sm', index === activeWord && 'bg-accent/25')}
            >
              {text}
            </span>
          </span>
        ))}
      </p>
    </div>
  );
});
