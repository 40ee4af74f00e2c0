import type { TSpeakerBlock, TTranscriptEditRequest } from '@transcribe/contract';
import { isLayoutEdit, withLayout } from './layout-payload';
import { withVerified } from './verified';

/** A change of the draft (a split, a merge, a new time), made as one undo step. */
export type DraftChange = (update: (blocks: TSpeakerBlock[]) => TSpeakerBlock[]) => void;

/** The speaker names in order of first appearance. */
export function speakersOf(blocks: TSpeakerBlock[]): string[] {
  return [...new Set(blocks.map((block) => block.audio_transcript_data_speaker))];
}

export function editSegmentText(blocks: TSpeakerBlock[], segmentId: number, text: string): TSpeakerBlock[] {
  return blocks.map((block) =>
    block.audio_transcript_data_segment.some((s) => s.audio_transcript_data_segment_id === segmentId)
      ? {
          ...block,
          audio_transcript_data_segment: block.audio_transcript_data_segment.map((segment) =>
            segment.audio_transcript_data_segment_id === segmentId
              ? { ...segment, audio_transcript_data_segment_transcript: text }
              : segment,
          ),
        }
      : block,
  );
}

/**
 * Every block whose speaker is exactly `from` (after trimming both) now belongs to `to`: the spec's
 * find-and-replace, a rename and a merge into an existing speaker alike. `count` is the blocks changed.
 */
export function renameSpeaker(
  blocks: TSpeakerBlock[],
  from: string,
  to: string,
): { blocks: TSpeakerBlock[]; count: number } {
  const find = from.trim();
  const replace = to.trim();
  let count = 0;
  const renamed = blocks.map((block) => {
    if (block.audio_transcript_data_speaker.trim() !== find) return block;
    count += 1;
    return { ...block, audio_transcript_data_speaker: replace };
  });
  return { blocks: count > 0 ? renamed : blocks, count };
}

/**
 * The PUT body: speaker names and segment texts by id; timings and words stay the server's, unless segments
 * were split, merged or re-timed (against `saved`, the copy the edit began from): then a layout edit.
 * Verified marks go along where they changed (review mode).
 */
export function toEditPayload(blocks: TSpeakerBlock[], saved?: TSpeakerBlock[]): TTranscriptEditRequest {
  const payload: TTranscriptEditRequest = {
    audio_transcript_data: blocks.map((block) => ({
      audio_transcript_data_id: block.audio_transcript_data_id,
      audio_transcript_data_speaker: block.audio_transcript_data_speaker,
      audio_transcript_data_segment: block.audio_transcript_data_segment.map((segment) => ({
        audio_transcript_data_segment_id: segment.audio_transcript_data_segment_id,
        audio_transcript_data_segment_transcript: segment.audio_transcript_data_segment_transcript,
      })),
    })),
  };
  const marked = withVerified(payload, blocks, saved);
  return isLayoutEdit(blocks, saved) ? withLayout(marked, blocks) : marked;
}
