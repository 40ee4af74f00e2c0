import type { TSpeakerBlock } from '@transcribe/contract';
import { lastStartedIndex } from '@/lib/timeline';

/** One line over the picture: a segment's text and who says it, at the recording's times. */
export interface Cue {
  start: number;
  end: number;
  text: string;
  speaker: string;
}

/**
 * A caption stays this long past its segment's end, as the list's word highlight does, so a short pause
 * between two segments does not blink the picture's text off and on.
 */
const LINGER_SECONDS = 0.5;

/** Every segment as a cue, in time order (the order `positionAt` finds the playing segment in). */
export function cuesOf(blocks: TSpeakerBlock[]): Cue[] {
  return blocks
    .flatMap((block) =>
      block.audio_transcript_data_segment.map((segment) => ({
        start: segment.audio_transcript_data_segment_start_time,
        end: segment.audio_transcript_data_segment_end_time,
        text: segment.audio_transcript_data_segment_transcript,
        speaker: block.audio_transcript_data_speaker,
      })),
    )
    .sort((a, b) => a.start - b.start);
}

/**
 * The cue to show at `time`: the segment started last, as the list highlights it, but none in a silence
 * after its end (a caption left over a long pause reads as if it were still being said). -1: none.
 */
export function cueIndexAt(cues: readonly Cue[], time: number): number {
  const index = lastStartedIndex(cues, time);
  const cue = cues[index];
  return cue && time < cue.end + LINGER_SECONDS ? index : -1;
}
