import type { TSpeakerBlock, TTranscriptEditRequest } from '@transcribe/contract';
import { isNewSegment, layoutChanged } from './layout-draft';

/** A draft with new segments, or (against the saved copy) segments gone or re-timed, saves as a layout edit. */
export function isLayoutEdit(draft: TSpeakerBlock[], saved: TSpeakerBlock[] | undefined): boolean {
  return (
    draft.some((block) => block.audio_transcript_data_segment.some(isNewSegment)) ||
    (saved !== undefined && layoutChanged(saved, draft))
  );
}

/**
 * The edit payload of `draft` as a layout edit: every segment with its times, new ones (the parts of a split,
 * whose ids are temporary) without an id. `payload` is the text edit of the same draft, block for block.
 */
export function withLayout(payload: TTranscriptEditRequest, draft: TSpeakerBlock[]): TTranscriptEditRequest {
  return {
    audio_transcript_data: payload.audio_transcript_data.map((block, b) => ({
      ...block,
      audio_transcript_data_segment: block.audio_transcript_data_segment.map((sent, s) => {
        const segment = draft[b]?.audio_transcript_data_segment[s];
        if (!segment) return sent;
        const { audio_transcript_data_segment_id: _id, ...rest } = sent;
        return {
          ...(isNewSegment(segment) ? rest : sent),
          audio_transcript_data_segment_start_time: segment.audio_transcript_data_segment_start_time,
          audio_transcript_data_segment_end_time: segment.audio_transcript_data_segment_end_time,
        };
      }),
    })),
  };
}
