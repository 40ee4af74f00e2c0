import { reviewedPercent, type TSpeakerBlock, unsureShare } from '@transcribe/contract';

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

/** What is kept beside a transcript's text so lists need not read it: how much is verified, how much unsure. */
export const storedFigures = (blocks: TSpeakerBlock[]) => ({
  reviewedPercent: reviewedPercent(blocks),
  unsureShare: unsureShare(blocks),
});
