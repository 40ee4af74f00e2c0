import type { TSegment, TSentiment, TSpeakerBlock } from '@transcribe/contract';

type Mood = [label: TSentiment['audio_transcript_data_segment_sa_label'], score: number] | null;

let nextId = 1;

/** A segment for tests: start and end in seconds, its text, and its sentiment (null: not analysed). */
export function seg(start: number, end: number, text = '', mood: Mood = null): TSegment {
  nextId += 1;
  return {
    audio_transcript_data_segment_id: nextId,
    audio_transcript_data_segment_transcript: text,
    audio_transcript_data_segment_start_time: start,
    audio_transcript_data_segment_end_time: end,
    audio_transcript_data_segment_verified: false,
    audio_transcript_data_segment_sa: mood
      ? { audio_transcript_data_segment_sa_label: mood[0], audio_transcript_data_segment_sa_score: mood[1] }
      : null,
    audio_transcript_data_segment_words: [],
  };
}

/** A speaker turn for tests. */
export function turn(speaker: string, ...segments: TSegment[]): TSpeakerBlock {
  nextId += 1;
  return {
    audio_transcript_data_id: nextId,
    audio_transcript_data_speaker: speaker,
    audio_transcript_data_segment: segments,
  };
}
