import type { TSegment, TSpeakerBlock, TWord } from '@transcribe/contract';

/** A segment in time order with the words its text shows, when the stored timings still match it. */
export interface TimedSegment {
  id: number;
  start: number;
  end: number;
  /** One entry per whitespace-separated token of the text, or empty when they no longer line up. */
  words: TWord[];
}

/** The text's tokens, each with its stored timing when the engine's words and the text agree. */
export function tokensOf(segment: TSegment): { text: string; word: TWord | undefined }[] {
  const tokens = segment.audio_transcript_data_segment_transcript.split(/\s+/).filter(Boolean);
  const words = segment.audio_transcript_data_segment_words;
  const aligned = words.length === tokens.length;
  return tokens.map((text, index) => ({ text, word: aligned ? words[index] : undefined }));
}

/** Every segment of the transcript ordered by start time, for finding what plays at a moment. */
export function timelineOf(blocks: TSpeakerBlock[]): TimedSegment[] {
  return blocks
    .flatMap((block) => block.audio_transcript_data_segment)
    .map((segment) => ({
      id: segment.audio_transcript_data_segment_id,
      start: segment.audio_transcript_data_segment_start_time,
      end: segment.audio_transcript_data_segment_end_time,
      words: tokensOf(segment).flatMap((token) => (token.word ? [token.word] : [])),
    }))
    .sort((a, b) => a.start - b.start);
}

/** Index of the last item whose start is at or before `time` (-1 before the first). */
export function lastStartedIndex(starts: readonly { start: number }[], time: number): number {
  let low = 0;
  let high = starts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((starts[middle]?.start ?? 0) <= time) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** What plays at `time`: the segment started last (kept through a pause) and its word started last. */
export interface PlaybackPosition {
  segmentId: number | undefined;
  wordIndex: number;
}

export function positionAt(timeline: TimedSegment[], time: number): PlaybackPosition {
  const segment = timeline[lastStartedIndex(timeline, time)];
  if (!segment) return { segmentId: undefined, wordIndex: -1 };
  const wordIndex = time < segment.end + 0.5 ? lastStartedIndex(segment.words, time) : -1;
  return { segmentId: segment.id, wordIndex };
}
