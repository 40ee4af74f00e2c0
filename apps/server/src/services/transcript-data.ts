import type { TSegment, TSpeakerBlock } from '@transcribe/contract';

/**
 * A transcript's stored speaker blocks, read back. Text stored before segments carried a verified mark
 * reads as not verified, so every answer has the field.
 */
export function parseBlocks(data: string): TSpeakerBlock[] {
  const blocks = JSON.parse(data) as TSpeakerBlock[];
  for (const block of blocks)
    for (const segment of block.audio_transcript_data_segment)
      segment.audio_transcript_data_segment_verified ??= false;
  return blocks;
}

const duration = (s: TSegment) =>
  Math.max(0, s.audio_transcript_data_segment_end_time - s.audio_transcript_data_segment_start_time);

/** Verified speech time over all speech time, 0..100, rounded down: 100 only once every segment is verified. */
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
