import type { TSegment, TSentiment, TSpeakerBlock } from '@transcribe/contract';

/** One segment of the call with its speaker, as the metrics read it. */
export interface CallSegment {
  speaker: string;
  blockId: number;
  start: number;
  end: number;
  text: string;
  /** The analyser's label; null: not analysed. */
  label: TSentiment['audio_transcript_data_segment_sa_label'] | null;
  /** -1..1 (positive: +score, negative: -score, neutral: 0); null: not analysed. */
  sentiment: number | null;
}

/** A segment's sentiment on -1..1, or null when it was not analysed. */
export function sentimentValue(segment: TSegment): number | null {
  const sa = segment.audio_transcript_data_segment_sa;
  if (!sa) return null;
  const score = Math.min(1, Math.max(0, sa.audio_transcript_data_segment_sa_score));
  if (sa.audio_transcript_data_segment_sa_label === 'positive') return score;
  if (sa.audio_transcript_data_segment_sa_label === 'negative') return -score;
  return 0;
}

/** Every segment of every block, in time order (by start; equal starts keep the transcript's order). */
export function callSegments(blocks: TSpeakerBlock[]): CallSegment[] {
  const all = blocks.flatMap((block) =>
    block.audio_transcript_data_segment.map(
      (segment): CallSegment => ({
        speaker: block.audio_transcript_data_speaker,
        blockId: block.audio_transcript_data_id,
        start: segment.audio_transcript_data_segment_start_time,
        end: segment.audio_transcript_data_segment_end_time,
        text: segment.audio_transcript_data_segment_transcript,
        label: segment.audio_transcript_data_segment_sa?.audio_transcript_data_segment_sa_label ?? null,
        sentiment: sentimentValue(segment),
      }),
    ),
  );
  return all.sort((a, b) => a.start - b.start);
}

/** Speaker names (the transcript's own, as renamed by the user) by first appearance in time. */
export function speakersInOrder(segments: CallSegment[]): string[] {
  return [...new Set(segments.map((segment) => segment.speaker))];
}

/** The segments of one speaker, in time order. */
export function segmentsOf(segments: CallSegment[], speaker: string): CallSegment[] {
  return segments.filter((segment) => segment.speaker === speaker);
}

/** The mean of the numbers, or null when there are none. */
export function mean(values: number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Tolerance for comparing sums of seconds and sentiments against the thresholds. */
export const EPSILON = 1e-9;
