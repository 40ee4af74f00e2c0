import type { TSegment } from '@transcribe/contract';

export interface CommentPlace {
  segmentId: number;
  /** Seconds into the recording. */
  start: number;
  /** The end of the selected stretch; null for a single moment. */
  end: number | null;
}

/** The word of `segment` a selection end point is in, by the `data-word-start` the row marks it with. */
function wordAt(segment: TSegment, node: Node | null) {
  const element = node instanceof Element ? node : node?.parentElement;
  const row = element?.closest('[data-segment-id]');
  if (row?.getAttribute('data-segment-id') !== String(segment.audio_transcript_data_segment_id)) return;
  const start = Number(element?.closest('[data-word-start]')?.getAttribute('data-word-start'));
  return segment.audio_transcript_data_segment_words.find((word) => word.start === start);
}

/**
 * Where a new comment on `segment` points: the words selected in it when the selection lies within it
 * (from the first one's start to the last one's end), else the segment's start.
 */
export function commentPlace(segment: TSegment, selection: Selection | null): CommentPlace {
  const place = {
    segmentId: segment.audio_transcript_data_segment_id,
    start: segment.audio_transcript_data_segment_start_time,
    end: null,
  };
  if (!selection || selection.isCollapsed) return place;
  const from = wordAt(segment, selection.anchorNode);
  const to = wordAt(segment, selection.focusNode);
  if (!from || !to) return place;
  const start = Math.min(from.start, to.start);
  const end = Math.max(from.end, to.end);
  return end > start ? { ...place, start, end } : place;
}
