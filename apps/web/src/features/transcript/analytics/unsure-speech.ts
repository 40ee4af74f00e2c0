import { mostlyUnsure, type TSpeakerBlock } from '@transcribe/contract';

export interface SureSpeech {
  /** The transcript without its mostly unsure segments (and without the turns that leaves empty). */
  blocks: TSpeakerBlock[];
  /** The speech time of the segments left out, in seconds. */
  leftOutSeconds: number;
}

/**
 * The analytics count only speech the engine heard: a segment most of whose words are unsure is left out,
 * as the server leaves it out of sentiment and summaries, until a person corrects or verifies it.
 */
export function sureSpeech(blocks: TSpeakerBlock[]): SureSpeech {
  let leftOutSeconds = 0;
  const kept = blocks.flatMap((block) => {
    const segments = block.audio_transcript_data_segment.filter((segment) => {
      if (!mostlyUnsure(segment.audio_transcript_data_segment_words)) return true;
      leftOutSeconds += Math.max(
        0,
        segment.audio_transcript_data_segment_end_time - segment.audio_transcript_data_segment_start_time,
      );
      return false;
    });
    if (segments.length === block.audio_transcript_data_segment.length) return [block];
    return segments.length === 0 ? [] : [{ ...block, audio_transcript_data_segment: segments }];
  });
  return { blocks: kept, leftOutSeconds };
}
