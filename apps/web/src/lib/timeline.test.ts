import { describe, expect, it } from 'vitest';
import { positionAt, type TimedSegment, tokensOf } from './timeline';

const w = (start: number, confidence = 1) => ({ word: 'w', start, end: start + 0.3, confidence });
const TIMELINE: TimedSegment[] = [
  { id: 1, start: 1, end: 3, words: [w(1), w(1.5, 0.2), w(2)] },
  { id: 2, start: 10, end: 12, words: [w(10), w(11, 0.25)] },
];

describe('what plays when', () => {
  it('is nothing before the first segment, then the segment and word started last', () => {
    expect(positionAt(TIMELINE, 0.5)).toEqual({ segmentId: undefined, wordIndex: -1 });
    expect(positionAt(TIMELINE, 1.6)).toEqual({ segmentId: 1, wordIndex: 1 });
    expect(positionAt(TIMELINE, 10)).toEqual({ segmentId: 2, wordIndex: 0 });
  });

  it('keeps the segment through a pause but lets go of its last word', () => {
    expect(positionAt(TIMELINE, 3.2)).toEqual({ segmentId: 1, wordIndex: 2 });
    expect(positionAt(TIMELINE, 6)).toEqual({ segmentId: 1, wordIndex: -1 });
  });

  it('pairs the text with word timings only while they line up', () => {
    const segment = {
      audio_transcript_data_segment_id: 1,
      audio_transcript_data_segment_transcript: 'two  words',
      audio_transcript_data_segment_start_time: 0,
      audio_transcript_data_segment_end_time: 1,
      audio_transcript_data_segment_verified: false,
      audio_transcript_data_segment_sa: null,
      audio_transcript_data_segment_words: [w(0), w(0.5)],
    };
    expect(tokensOf(segment).map((t) => [t.text, t.word?.start])).toEqual([
      ['two', 0],
      ['words', 0.5],
    ]);
    const edited = { ...segment, audio_transcript_data_segment_transcript: 'now three words' };
    expect(tokensOf(edited).every((t) => t.word === undefined)).toBe(true);
  });
});
