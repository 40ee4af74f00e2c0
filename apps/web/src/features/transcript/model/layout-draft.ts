import { type TSegment, type TSpeakerBlock, timedWords } from '@transcribe/contract';

/** The shortest a segment may become by moving a boundary, in seconds. */
export const MIN_SEGMENT_SECONDS = 0.1;

/** Times to the millisecond, as the server keeps them (0.1 + 0.2 must not read as 0.30000000000000004). */
const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** New segments (the parts of a split) carry a negative id until saved; the payload leaves it out. */
export const isNewSegment = (segment: TSegment) => segment.audio_transcript_data_segment_id < 0;

function nextTemporaryId(blocks: TSpeakerBlock[]): number {
  const ids = blocks.flatMap((b) =>
    b.audio_transcript_data_segment.map((s) => s.audio_transcript_data_segment_id),
  );
  return Math.min(0, ...ids) - 1;
}

/** The block changed by `update` on its segments, for the block that holds `segmentId`. */
function withSegments(
  blocks: TSpeakerBlock[],
  segmentId: number,
  update: (segments: TSegment[], index: number) => TSegment[] | undefined,
): TSpeakerBlock[] {
  let changed = false;
  const next = blocks.map((block) => {
    const segments = block.audio_transcript_data_segment;
    const index = segments.findIndex((s) => s.audio_transcript_data_segment_id === segmentId);
    if (index === -1) return block;
    const updated = update(segments, index);
    if (!updated) return block;
    changed = true;
    return { ...block, audio_transcript_data_segment: updated };
  });
  return changed ? next : blocks;
}

/** The text's tokens with times (the stored word times when they match the text, else shared out). */
export function segmentWords(segment: TSegment) {
  return timedWords(
    segment.audio_transcript_data_segment_transcript,
    segment.audio_transcript_data_segment_words,
    segment.audio_transcript_data_segment_start_time,
    segment.audio_transcript_data_segment_end_time,
  );
}

/**
 * Splits a segment before its word `wordIndex` (1 .. words - 1): the first part keeps the id and ends at the
 * end of the word before, the second is new and starts at the split word's start.
 */
export function splitSegment(blocks: TSpeakerBlock[], segmentId: number, wordIndex: number): TSpeakerBlock[] {
  const id = nextTemporaryId(blocks);
  return withSegments(blocks, segmentId, (segments, index) => {
    const segment = segments[index] as TSegment;
    const words = segmentWords(segment);
    const before = words[wordIndex - 1];
    const at = words[wordIndex];
    if (wordIndex < 1 || !before || !at) return undefined;
    const stored = segment.audio_transcript_data_segment_words;
    const aligned = stored.length === words.length;
    const first: TSegment = {
      ...segment,
      audio_transcript_data_segment_transcript: words
        .slice(0, wordIndex)
        .map((w) => w.text)
        .join(' '),
      audio_transcript_data_segment_end_time: ms(before.end),
      audio_transcript_data_segment_words: aligned ? stored.slice(0, wordIndex) : [],
    };
    const second: TSegment = {
      ...segment,
      audio_transcript_data_segment_id: id,
      audio_transcript_data_segment_transcript: words
        .slice(wordIndex)
        .map((w) => w.text)
        .join(' '),
      audio_transcript_data_segment_start_time: ms(at.start),
      audio_transcript_data_segment_words: aligned ? stored.slice(wordIndex) : [],
    };
    return [...segments.slice(0, index), first, second, ...segments.slice(index + 1)];
  });
}

/** The segment after `segmentId` in its speaker turn, which a merge joins to it. */
export function nextInTurn(blocks: TSpeakerBlock[], segmentId: number): TSegment | undefined {
  for (const block of blocks) {
    const segments = block.audio_transcript_data_segment;
    const index = segments.findIndex((s) => s.audio_transcript_data_segment_id === segmentId);
    if (index !== -1) return segments[index + 1];
  }
  return undefined;
}

/**
 * Joins a segment with the next one of its turn: texts joined, times spanning both; the first keeps its id.
 * `verified`: whether the joined segment is (asked of the person when only one of the two was).
 */
export function mergeWithNext(
  blocks: TSpeakerBlock[],
  segmentId: number,
  verified: boolean,
): TSpeakerBlock[] {
  return withSegments(blocks, segmentId, (segments, index) => {
    const first = segments[index] as TSegment;
    const second = segments[index + 1];
    if (!second) return undefined;
    const merged: TSegment = {
      ...first,
      audio_transcript_data_segment_transcript: [
        first.audio_transcript_data_segment_transcript,
        second.audio_transcript_data_segment_transcript,
      ]
        .map((text) => text.trim())
        .filter(Boolean)
        .join(' '),
      audio_transcript_data_segment_end_time: Math.max(
        first.audio_transcript_data_segment_end_time,
        second.audio_transcript_data_segment_end_time,
      ),
      audio_transcript_data_segment_words: [
        ...first.audio_transcript_data_segment_words,
        ...second.audio_transcript_data_segment_words,
      ],
      audio_transcript_data_segment_verified: verified,
    };
    return [...segments.slice(0, index), merged, ...segments.slice(index + 2)];
  });
}

export type Edge = 'start' | 'end';

/**
 * How far a boundary may move: a start not before the previous segment's end (in time order, any speaker)
 * nor past its own end, an end not past the next segment's start. Segments that overlap already (people
 * talking over each other) may keep the overlap but not widen it.
 */
export function boundaryLimits(blocks: TSpeakerBlock[], segmentId: number, edge: Edge): [number, number] {
  const ordered = blocks
    .flatMap((b) => b.audio_transcript_data_segment)
    .sort((a, b) => a.audio_transcript_data_segment_start_time - b.audio_transcript_data_segment_start_time);
  const index = ordered.findIndex((s) => s.audio_transcript_data_segment_id === segmentId);
  const segment = ordered[index];
  if (!segment) return [0, 0];
  const start = segment.audio_transcript_data_segment_start_time;
  const end = segment.audio_transcript_data_segment_end_time;
  if (edge === 'start') {
    const previousEnd = ordered[index - 1]?.audio_transcript_data_segment_end_time ?? 0;
    return [Math.min(previousEnd, start), ms(Math.max(start, end - MIN_SEGMENT_SECONDS))];
  }
  const nextStart = ordered[index + 1]?.audio_transcript_data_segment_start_time ?? Number.POSITIVE_INFINITY;
  return [ms(Math.min(end, start + MIN_SEGMENT_SECONDS)), Math.max(nextStart, end)];
}

/** Moves a segment's start or end to `time`, held inside its limits. */
export function moveBoundary(
  blocks: TSpeakerBlock[],
  segmentId: number,
  edge: Edge,
  time: number,
): TSpeakerBlock[] {
  if (!Number.isFinite(time)) return blocks;
  const [low, high] = boundaryLimits(blocks, segmentId, edge);
  const field =
    edge === 'start' ? 'audio_transcript_data_segment_start_time' : 'audio_transcript_data_segment_end_time';
  const value = ms(Math.min(Math.max(time, low), high));
  return withSegments(blocks, segmentId, (segments, index) => {
    const segment = segments[index] as TSegment;
    if (segment[field] === value) return undefined;
    return segments.map((s, i) => (i === index ? { ...s, [field]: value } : s));
  });
}

/** Whether the draft's segments differ from the saved ones in number, ids or times (a layout edit). */
export function layoutChanged(saved: TSpeakerBlock[], draft: TSpeakerBlock[]): boolean {
  const times = new Map(
    saved
      .flatMap((b) => b.audio_transcript_data_segment)
      .map((s) => [s.audio_transcript_data_segment_id, s] as const),
  );
  const segments = draft.flatMap((b) => b.audio_transcript_data_segment);
  if (segments.length !== times.size) return true;
  return segments.some((s) => {
    const before = times.get(s.audio_transcript_data_segment_id);
    return (
      !before ||
      before.audio_transcript_data_segment_start_time !== s.audio_transcript_data_segment_start_time ||
      before.audio_transcript_data_segment_end_time !== s.audio_transcript_data_segment_end_time
    );
  });
}
