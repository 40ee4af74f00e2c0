import type { TSegment, TSpeakerBlock, TTranslatedSegment } from '@transcribe/contract';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import type { TimeStore } from '@/lib/player/time-store';
import { usePlayerTime } from '@/lib/player/use-player-time';
import { positionAt, type TimedSegment } from '@/lib/timeline';
import { useRowVirtualizer } from '@/lib/use-row-virtualizer';
import type { ListReview } from '../review/list-review';
import { useReviewScroll } from '../review/use-review-scroll';
import { SegmentRow } from './segment-row';
import { SpeakerName } from './speaker-name';

type Row =
  | { kind: 'speaker'; name: string; key: string }
  | { kind: 'segment'; segment: TSegment; key: string };

/** Speaker names and their segments as one list of rows; a turn by the same speaker shows no new name. */
function rowsOf(blocks: TSpeakerBlock[]): Row[] {
  return blocks.flatMap((block, index) => [
    ...(blocks[index - 1]?.audio_transcript_data_speaker === block.audio_transcript_data_speaker
      ? []
      : [
          {
            kind: 'speaker' as const,
            name: block.audio_transcript_data_speaker,
            key: `s${block.audio_transcript_data_id}`,
          },
        ]),
    ...block.audio_transcript_data_segment.map((segment) => ({
      kind: 'segment' as const,
      segment,
      key: `g${segment.audio_transcript_data_segment_id}`,
    })),
  ]);
}

export interface SegmentListProps {
  blocks: TSpeakerBlock[];
  timeline: TimedSegment[];
  time: TimeStore;
  /** Scroll along with playback (off while editing or paused). */
  follow: boolean;
  showTimestamps: boolean;
  showSentiment: boolean;
  showUnsure: boolean;
  /** Words to mark wherever they appear (the words a search matched), in their `matchForm`. */
  highlight?: ReadonlySet<string>;
  onSeek: (time: number) => void;
  /** Edit mode: segment texts are fields and speaker names can be renamed. */
  editing?: {
    onText: (segmentId: number, text: string) => void;
    onTextEnd: () => void;
    onRename: (from: string, to: string) => void;
    /** Under each segment's field: split, merge and timing (../timing). */
    tools?: (segment: TSegment) => ReactNode;
  };
  /** Review mode: the current item marked and kept in view, and the verified toggles. */
  review?: ListReview | undefined;
  /** Beside each speaker's name (voice marks and Save voice). */
  speakerExtra?: (name: string) => ReactNode;
  /** Add comment on each segment, with the open comments per segment id (../comments). */
  comments?: {
    /** Undefined where the caller may not comment (a workspace's viewer). */
    onAdd: ((segment: TSegment) => void) | undefined;
    openPerSegment: ReadonlyMap<number, number>;
  };
  /** A translation shown side by side: each row is original | translation. */
  translation?: { language: string; segments: ReadonlyMap<number, TTranslatedSegment> } | undefined;
}

/** The transcript, grouped by speaker; only the rows on screen are drawn, so hours of speech stay smooth. */
export function SegmentList({
  blocks,
  timeline,
  time,
  follow,
  editing,
  review,
  speakerExtra,
  comments,
  translation,
  ...display
}: SegmentListProps) {
  const list = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => rowsOf(blocks), [blocks]);
  const rowOfSegment = useMemo(
    () =>
      new Map(
        rows.flatMap((row, index) =>
          row.kind === 'segment' ? [[row.segment.audio_transcript_data_segment_id, index]] : [],
        ),
      ),
    [rows],
  );
  const playingSegment = usePlayerTime(time, (t) => positionAt(timeline, t).segmentId ?? -1);
  const activeWord = usePlayerTime(time, (t) => positionAt(timeline, t).wordIndex);
  const activeSegment = playingSegment === -1 ? undefined : playingSegment;
  const { rows: visible, before, after, measure, scrollToIndex } = useRowVirtualizer(rows.length, 56, list);
  useReviewScroll(review?.segmentId, rowOfSegment, list, scrollToIndex);

  // Keep the playing segment in view: scroll only when it has left the screen, so reading ahead works.
  useEffect(() => {
    if (!follow || activeSegment === undefined) return;
    const index = rowOfSegment.get(activeSegment);
    if (index === undefined) return;
    const element = list.current?.querySelector(`[data-index="${index}"]`);
    const box = element?.getBoundingClientRect();
    if (box && box.top >= 0 && box.bottom <= window.innerHeight - 96) return;
    scrollToIndex(index, { align: 'center' });
  }, [follow, activeSegment, rowOfSegment, scrollToIndex]);

  return (
    <div ref={list} style={{ paddingTop: before, paddingBottom: after }}>
      {visible.map((virtual) => {
        const row = rows[virtual.index];
        if (!row) return null;
        return (
          <div key={row.key} data-index={virtual.index} ref={measure}>
            {row.kind === 'speaker' ? (
              <SpeakerName name={row.name} onRename={editing?.onRename} extra={speakerExtra?.(row.name)} />
            ) : (
              <SegmentRow
                segment={row.segment}
                {...display}
                activeWord={
                  row.segment.audio_transcript_data_segment_id === activeSegment ? activeWord : undefined
                }
                onEdit={editing?.onText}
                onEditEnd={editing?.onTextEnd}
                tools={editing?.tools}
                {...(review && row.segment.audio_transcript_data_segment_id === review.segmentId
                  ? { reviewWord: review.word, reviewEditor: review.editor }
                  : {})}
                onVerify={review?.onVerify}
                onComment={comments?.onAdd}
                commentCount={comments?.openPerSegment.get(row.segment.audio_transcript_data_segment_id)}
                translated={
                  translation
                    ? (translation.segments.get(row.segment.audio_transcript_data_segment_id) ?? null)
                    : undefined
                }
                translatedLanguage={translation?.language}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
