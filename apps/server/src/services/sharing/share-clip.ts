import type { TSegment, TSpeakerBlock } from '@transcribe/contract';

/** Whether a word belongs to the clip: its middle lies inside it. */
const inside = (start: number, end: number, from: number, to: number) =>
  (start + end) / 2 >= from && (start + end) / 2 < to;

/**
 * The part of a segment inside `from`..`to`: whole when it lies inside; cut to its words inside when it
 * straddles a bound (its text becomes those words, its times theirs); null when nothing of it is inside.
 */
function clipSegment(segment: TSegment, from: number, to: number): TSegment | null {
  const start = segment.audio_transcript_data_segment_start_time;
  const end = segment.audio_transcript_data_segment_end_time;
  if (start >= from && end <= to) return segment;
  if (end <= from || start >= to) return null;
  const words = segment.audio_transcript_data_segment_words.filter((w) => inside(w.start, w.end, from, to));
  const first = words[0];
  const last = words.at(-1);
  if (!first || !last) return null;
  return {
    ...segment,
    audio_transcript_data_segment_transcript: words.map((w) => w.word).join(' '),
    audio_transcript_data_segment_start_time: first.start,
    audio_transcript_data_segment_end_time: last.end,
    audio_transcript_data_segment_words: words,
  };
}

/** The speaker blocks as a clip of `from`..`to` seconds shows them: nothing said outside it is kept. */
export function clipBlocks(blocks: TSpeakerBlock[], from: number, to: number): TSpeakerBlock[] {
  return blocks
    .map((block) => ({
      ...block,
      audio_transcript_data_segment: block.audio_transcript_data_segment
        .map((segment) => clipSegment(segment, from, to))
        .filter((segment): segment is TSegment => segment !== null),
    }))
    .filter((block) => block.audio_transcript_data_segment.length > 0);
}
