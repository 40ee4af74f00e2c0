import type { TSpeakerBlock, TTranscriptEditRequest } from '@transcribe/contract';

/** The segment's verified mark set to `verified` (the same blocks when it already is). */
export function setVerified(blocks: TSpeakerBlock[], segmentId: number, verified: boolean): TSpeakerBlock[] {
  let changed = false;
  const next = blocks.map((block) => {
    if (
      !block.audio_transcript_data_segment.some(
        (s) =>
          s.audio_transcript_data_segment_id === segmentId &&
          s.audio_transcript_data_segment_verified !== verified,
      )
    )
      return block;
    changed = true;
    return {
      ...block,
      audio_transcript_data_segment: block.audio_transcript_data_segment.map((segment) =>
        segment.audio_transcript_data_segment_id === segmentId
          ? { ...segment, audio_transcript_data_segment_verified: verified }
          : segment,
      ),
    };
  });
  return changed ? next : blocks;
}

/**
 * The edit payload with the verified marks that changed against `saved` (a segment missing there, or no
 * saved copy at all, counts as not verified): the server leaves a mark not sent as it is, so text edits
 * never touch marks they did not mean to. `payload` is the text edit of `draft`, block for block.
 */
export function withVerified(
  payload: TTranscriptEditRequest,
  draft: TSpeakerBlock[],
  saved: TSpeakerBlock[] | undefined,
): TTranscriptEditRequest {
  const before = new Map(
    (saved ?? []).flatMap((block) =>
      block.audio_transcript_data_segment.map(
        (s) => [s.audio_transcript_data_segment_id, s.audio_transcript_data_segment_verified] as const,
      ),
    ),
  );
  return {
    audio_transcript_data: payload.audio_transcript_data.map((block, b) => ({
      ...block,
      audio_transcript_data_segment: block.audio_transcript_data_segment.map((sent, s) => {
        const segment = draft[b]?.audio_transcript_data_segment[s];
        if (!segment) return sent;
        const verified = segment.audio_transcript_data_segment_verified;
        return verified === (before.get(segment.audio_transcript_data_segment_id) ?? false)
          ? sent
          : { ...sent, audio_transcript_data_segment_verified: verified };
      }),
    })),
  };
}
