import type { TSegment, TSpeakerBlock, TTranslatedSegment } from '@transcribe/contract';
import type { ReactNode } from 'react';
import { PlaybackSegmentList } from '@/components/segments/playback-segment-list';
import type { TimeStore } from '@/lib/player/time-store';
import type { TimedSegment } from '@/lib/timeline';
import type { ListReview } from '../review/list-review';
import { SpeakerName } from './speaker-name';
import { ViewerSegmentRow } from './viewer-segment-row';

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
  /** The stretch a running redo transcribes again: its segments are marked. */
  redoing?: { start: number; end: number } | undefined;
}

/** The transcript, grouped by speaker: names renamed in place while editing, each segment with its tools. */
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
  redoing,
  ...display
}: SegmentListProps) {
  return (
    <PlaybackSegmentList
      blocks={blocks}
      timeline={timeline}
      time={time}
      follow={follow}
      focusSegment={review?.segmentId}
      renderSpeaker={(name) => (
        <SpeakerName name={name} onRename={editing?.onRename} extra={speakerExtra?.(name)} />
      )}
      renderSegment={(segment, activeWord) => {
        const id = segment.audio_transcript_data_segment_id;
        return (
          <ViewerSegmentRow
            segment={segment}
            {...display}
            activeWord={activeWord}
            onEdit={editing?.onText}
            onEditEnd={editing?.onTextEnd}
            tools={editing?.tools}
            {...(review && id === review.segmentId
              ? { reviewWords: review.words, reviewEditor: review.editor }
              : {})}
            onVerify={review?.onVerify}
            onComment={comments?.onAdd}
            commentCount={comments?.openPerSegment.get(id)}
            translated={translation ? (translation.segments.get(id) ?? null) : undefined}
            translatedLanguage={translation?.language}
            redoing={
              redoing &&
              segment.audio_transcript_data_segment_start_time < redoing.end &&
              segment.audio_transcript_data_segment_end_time > redoing.start
            }
          />
        );
      }}
    />
  );
}
