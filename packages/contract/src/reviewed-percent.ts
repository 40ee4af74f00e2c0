import type { TSegment, TSpeakerBlock } from './transcript.js';

const duration = (s: TSegment) =>
  Math.max(0, s.audio_transcript_data_segment_end_time - s.audio_transcript_data_segment_start_time);

/**
 * Verified speech time over all speech time, 0..100, rounded down so 100 means every segment is verified:
 * what the server stores for the file list (`audio_transcript_reviewed_percent`) and the viewer's header shows.
 */
export function reviewedPercent(blocks: TSpeakerBlock[]): number {
  let all = 0;
  let verified = 0;
  for (const block of blocks)
    for (const segment of block.audio_transcript_data_segment) {
      all += duration(segment);
      if (segment.audio_transcript_data_segment_verified) verified += duration(segment);
    }
  if (all === 0) return 0;
  return verified >= all ? 100 : Math.min(99, Math.floor((verified / all) * 100));
}
