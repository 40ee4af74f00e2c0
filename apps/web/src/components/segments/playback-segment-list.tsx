import type { TSegment, TSpeakerBlock } from '@transcribe/contract';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import type { TimeStore } from '@/lib/player/time-store';
import { usePlayerTime } from '@/lib/player/use-player-time';
import { positionAt, type TimedSegment } from '@/lib/timeline';
import { useRowVirtualizer } from '@/lib/use-row-virtualizer';
import { rowsOf } from './speaker-rows';
import { useScrollIntoView } from './use-scroll-into-view';

interface Props {
  blocks: TSpeakerBlock[];
  timeline: TimedSegment[];
  /** The audio's position; the recording's time is that plus `offset` (a clip's audio starts at its start). */
  time: TimeStore;
  offset?: number;
  /** Scroll along with playback (off while paused, or while the text is edited). */
  follow: boolean;
  /** A segment to bring into view whenever it changes (the current item of a review). */
  focusSegment?: number | undefined;
  renderSpeaker: (name: string) => ReactNode;
  /** `activeWord`: the word playing in the segment (-1: none); undefined while another segment plays. */
  renderSegment: (segment: TSegment, activeWord: number | undefined) => ReactNode;
}

/**
 * A transcript grouped by speaker (two people talking at once side by side), with the playing segment and
 * word followed: only the rows on screen are
 * drawn, so hours of speech stay smooth, and the playing segment is kept in view (scrolled to only when it
 * has left the screen, so reading ahead works).
 */
export function PlaybackSegmentList({
  blocks,
  timeline,
  time,
  offset = 0,
  follow,
  focusSegment,
  renderSpeaker,
  renderSegment,
}: Props) {
  const list = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => rowsOf(blocks), [blocks]);
  const rowOfSegment = useMemo(
    () =>
      new Map(
        rows.flatMap((row, index) => {
          if (row.kind === 'segment') return [[row.segment.audio_transcript_data_segment_id, index] as const];
          if (row.kind === 'crosstalk')
            return row.parts.map(({ segment }) => [segment.audio_transcript_data_segment_id, index] as const);
          return [];
        }),
      ),
    [rows],
  );
  const playingSegment = usePlayerTime(time, (t) => positionAt(timeline, t + offset).segmentId ?? -1);
  const activeWord = usePlayerTime(time, (t) => positionAt(timeline, t + offset).wordIndex);
  const activeSegment = playingSegment === -1 ? undefined : playingSegment;
  const { rows: visible, before, after, measure, scrollToIndex } = useRowVirtualizer(rows.length, 56, list);
  const scrollIntoView = useScrollIntoView(rowOfSegment, list, scrollToIndex);

  useEffect(() => {
    if (follow && activeSegment !== undefined) scrollIntoView(activeSegment);
  }, [follow, activeSegment, scrollIntoView]);
  // Only a move to another segment scrolls; the rows changing (a save) do not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the segment alone says when to scroll.
  useEffect(() => {
    if (focusSegment !== undefined) scrollIntoView(focusSegment);
  }, [focusSegment]);

  const segment = (item: TSegment) =>
    renderSegment(item, item.audio_transcript_data_segment_id === activeSegment ? activeWord : undefined);

  return (
    <div ref={list} style={{ paddingTop: before, paddingBottom: after }}>
      {visible.map((virtual) => {
        const row = rows[virtual.index];
        if (!row) return null;
        return (
          <div key={row.key} data-index={virtual.index} ref={measure}>
            {row.kind === 'speaker' ? (
              renderSpeaker(row.name)
            ) : row.kind === 'segment' ? (
              segment(row.segment)
            ) : (
              <div data-crosstalk className="grid gap-x-4 sm:grid-cols-2">
                {row.parts.map((part) => (
                  <div key={part.segment.audio_transcript_data_segment_id} className="min-w-0">
                    {renderSpeaker(part.speaker)}
                    {segment(part.segment)}
                  </div>
                ))}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
