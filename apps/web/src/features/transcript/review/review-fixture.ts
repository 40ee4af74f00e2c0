import type { TSegment, TSpeakerBlock } from '@transcribe/contract';

/**
 * A segment for review tests: its words one per token, half a second apart from `start`, with the given
 * confidences (0.9 where none is given).
 */
export function reviewSegment(
  id: number,
  text: string,
  start: number,
  confidences: number[] = [],
  verified = false,
): TSegment {
  return {
    audio_transcript_data_segment_id: id,
    audio_transcript_data_segment_transcript: text,
    audio_transcript_data_segment_start_time: start,
    audio_transcript_data_segment_end_time: start + 3,
    audio_transcript_data_segment_verified: verified,
    audio_transcript_data_segment_sa: null,
    audio_transcript_data_segment_words: text.split(' ').map((word, i) => ({
      word,
      start: start + i * 0.5,
      end: start + i * 0.5 + 0.4,
      confidence: confidences[i] ?? 0.9,
    })),
  };
}

export function reviewBlock(id: number, speaker: string, segments: TSegment[]): TSpeakerBlock {
  return {
    audio_transcript_data_id: id,
    audio_transcript_data_speaker: speaker,
    audio_transcript_data_segment: segments,
  };
}
