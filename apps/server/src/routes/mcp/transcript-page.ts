import type { TSpeakerBlock } from '@transcribe/contract';
import { timeOf } from './tool-result.js';

export interface TranscriptPage {
  lines: string[];
  /** The number of segments in the whole transcript. */
  total: number;
  /** Where the next page starts; null after the last one. */
  next: number | null;
}

/**
 * One page of a transcript as lines an assistant reads and cites: `[hh:mm:ss] Speaker: text`, a segment a
 * line in the order the transcript holds them, `limit` of them from the `offset`-th (0 the first).
 */
export function transcriptPage(blocks: TSpeakerBlock[], offset: number, limit: number): TranscriptPage {
  const segments = blocks.flatMap((block) =>
    block.audio_transcript_data_segment.map((segment) => ({
      speaker: block.audio_transcript_data_speaker,
      segment,
    })),
  );
  const lines = segments
    .slice(offset, offset + limit)
    .map(
      ({ speaker, segment }) =>
        `[${timeOf(segment.audio_transcript_data_segment_start_time)}] ${speaker}: ${segment.audio_transcript_data_segment_transcript.trim()}`,
    );
  const end = offset + lines.length;
  return { lines, total: segments.length, next: end < segments.length ? end : null };
}
