import type { TSegment, TSpeakerBlock } from '@transcribe/contract';

export type SpeakerRow =
  | { kind: 'speaker'; name: string; key: string }
  | { kind: 'segment'; segment: TSegment; key: string };

/** Speaker names and their segments as one list of rows; a turn by the same speaker shows no new name. */
export function rowsOf(blocks: TSpeakerBlock[]): SpeakerRow[] {
  return blocks.flatMap((block, index) => [
    ...(blocks[index - 1]?.audio_transcript_data_speaker === block.audio_transcript_data_speaker
      ? []
      : [
          {
            kind: 'speaker' as const,
            name: block.audio_transcript_data_speaker,
            key: `s${block.audio_transcript_data_id}`,
          },
        ]),
    ...block.audio_transcript_data_segment.map((segment) => ({
      kind: 'segment' as const,
      segment,
      key: `g${segment.audio_transcript_data_segment_id}`,
    })),
  ]);
}
