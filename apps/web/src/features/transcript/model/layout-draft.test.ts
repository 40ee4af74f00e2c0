import type { TSegment, TSpeakerBlock } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { boundaryLimits, layoutChanged, mergeWithNext, moveBoundary, splitSegment } from './layout-draft';
import { toEditPayload } from './transcript-draft';

/** A segment whose words are 0.5 s apart (each 0.4 s long) from `start`, ending 0.2 s after the last. */
function segment(id: number, text: string, start: number): TSegment {
  const words = text
    .split(' ')
    .map((word, i) => ({ word, start: start + i * 0.5, end: start + i * 0.5 + 0.4, confidence: 1 }));
  return {
    audio_transcript_data_segment_id: id,
    audio_transcript_data_segment_transcript: text,
    audio_transcript_data_segment_start_time: start,
    audio_transcript_data_segment_end_time: Math.round(((words.at(-1)?.end ?? start) + 0.2) * 1000) / 1000,
    audio_transcript_data_segment_verified: false,
    audio_transcript_data_segment_sa: null,
    audio_transcript_data_segment_words: words,
  };
}
const block = (id: number, speaker: string, segments: TSegment[]): TSpeakerBlock => ({
  audio_transcript_data_id: id,
  audio_transcript_data_speaker: speaker,
  audio_transcript_data_segment: segments,
});
const SAVED = [
  block(1, 'Ann', [segment(10, 'one two three four', 0), segment(11, 'five six', 3)]),
  block(2, 'Bob', [segment(12, 'seven eight', 5)]),
];
const times = (blocks: TSpeakerBlock[]) =>
  blocks.flatMap((b) =>
    b.audio_transcript_data_segment.map((s) => [
      s.audio_transcript_data_segment_id,
      s.audio_transcript_data_segment_transcript,
      s.audio_transcript_data_segment_start_time,
      s.audio_transcript_data_segment_end_time,
    ]),
  );

describe('splitSegment', () => {
  it('keeps the id on the first part, which ends with the word before; the second starts at the split word', () => {
    const split = splitSegment(SAVED, 10, 2);
    expect(times(split).slice(0, 3)).toEqual([
      [10, 'one two', 0, 0.9],
      [-1, 'three four', 1, 2.1],
      [11, 'five six', 3, 4.1],
    ]);
    const parts = split[0]?.audio_transcript_data_segment ?? [];
    expect(parts[0]?.audio_transcript_data_segment_words.map((w) => w.word)).toEqual(['one', 'two']);
    expect(parts[1]?.audio_transcript_data_segment_words.map((w) => w.word)).toEqual(['three', 'four']);
  });

  it('gives each new part its own temporary id and does nothing at the first word', () => {
    const twice = splitSegment(splitSegment(SAVED, 10, 2), 10, 1);
    expect(times(twice).map((t) => t[0])).toEqual([10, -2, -1, 11, 12]);
    expect(splitSegment(SAVED, 10, 0)).toBe(SAVED);
    expect(splitSegment(SAVED, 10, 4)).toBe(SAVED);
  });
});

describe('mergeWithNext', () => {
  it('joins the texts, spans both times, keeps the first id and drops the second', () => {
    const merged = mergeWithNext(SAVED, 10, false);
    expect(times(merged)).toEqual([
      [10, 'one two three four five six', 0, 4.1],
      [12, 'seven eight', 5, 6.1],
    ]);
    expect(merged[0]?.audio_transcript_data_segment[0]?.audio_transcript_data_segment_words).toHaveLength(6);
  });

  it('does nothing at the last segment of a turn', () => {
    expect(mergeWithNext(SAVED, 11, false)).toBe(SAVED);
  });
});

describe('moveBoundary', () => {
  it('moves a start or end, never over the neighbours (in time order, across speakers) nor inverting', () => {
    expect(times(moveBoundary(SAVED, 11, 'start', 2.5))[1]).toEqual([11, 'five six', 2.5, 4.1]);
    // The previous segment ends at 2.1; the next (Bob's) starts at 5.
    expect(times(moveBoundary(SAVED, 11, 'start', 1))[1]?.[2]).toBe(2.1);
    expect(times(moveBoundary(SAVED, 11, 'end', 9))[1]?.[3]).toBe(5);
    expect(times(moveBoundary(SAVED, 11, 'start', 9))[1]?.[2]).toBe(4);
    expect(boundaryLimits(SAVED, 11, 'end')).toEqual([3.1, 5]);
  });

  it('returns the same draft when nothing moves, so undo has no empty step', () => {
    expect(moveBoundary(SAVED, 11, 'start', 3)).toBe(SAVED);
    expect(moveBoundary(SAVED, 11, 'start', Number.NaN)).toBe(SAVED);
  });
});

describe('the edit payload', () => {
  it('is a text edit while the layout is unchanged', () => {
    const payload = toEditPayload(SAVED, SAVED);
    expect(layoutChanged(SAVED, SAVED)).toBe(false);
    expect(payload.audio_transcript_data[0]?.audio_transcript_data_segment[0]).toEqual({
      audio_transcript_data_segment_id: 10,
      audio_transcript_data_segment_transcript: 'one two three four',
    });
  });

  it('after a split lists every segment with times, the new part without an id', () => {
    const payload = toEditPayload(splitSegment(SAVED, 10, 2), SAVED);
    expect(payload.audio_transcript_data[0]?.audio_transcript_data_segment).toEqual([
      {
        audio_transcript_data_segment_id: 10,
        audio_transcript_data_segment_transcript: 'one two',
        audio_transcript_data_segment_start_time: 0,
        audio_transcript_data_segment_end_time: 0.9,
      },
      {
        audio_transcript_data_segment_transcript: 'three four',
        audio_transcript_data_segment_start_time: 1,
        audio_transcript_data_segment_end_time: 2.1,
      },
      {
        audio_transcript_data_segment_id: 11,
        audio_transcript_data_segment_transcript: 'five six',
        audio_transcript_data_segment_start_time: 3,
        audio_transcript_data_segment_end_time: 4.1,
      },
    ]);
    expect(payload.audio_transcript_data[1]?.audio_transcript_data_segment[0]).toHaveProperty(
      'audio_transcript_data_segment_start_time',
      5,
    );
  });

  it('after a merge or a moved boundary is a layout edit too', () => {
    const merged = toEditPayload(mergeWithNext(SAVED, 10, false), SAVED);
    expect(merged.audio_transcript_data[0]?.audio_transcript_data_segment).toHaveLength(1);
    expect(merged.audio_transcript_data[0]?.audio_transcript_data_segment[0]).toHaveProperty(
      'audio_transcript_data_segment_end_time',
      4.1,
    );
    const moved = toEditPayload(moveBoundary(SAVED, 12, 'end', 6), SAVED);
    expect(moved.audio_transcript_data[1]?.audio_transcript_data_segment[0]).toMatchObject({
      audio_transcript_data_segment_id: 12,
      audio_transcript_data_segment_end_time: 6,
    });
  });
});
