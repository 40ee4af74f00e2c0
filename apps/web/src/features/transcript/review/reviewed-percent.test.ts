import { reviewedPercent } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { toEditPayload } from '../model/transcript-draft';
import { setVerified } from '../model/verified';
import { reviewBlock, reviewSegment } from './review-fixture';

describe('the reviewed percent', () => {
  it('is verified speech time over all speech time, rounded down, 100 only when all is verified', () => {
    const segments = [reviewSegment(1, 'a', 0, [], true), reviewSegment(2, 'b', 3), reviewSegment(3, 'c', 6)];
    const blocks = [reviewBlock(1, 'A', segments)];
    expect(reviewedPercent(blocks)).toBe(33);
    expect(reviewedPercent(setVerified(setVerified(blocks, 2, true), 3, true))).toBe(100);
    expect(reviewedPercent([])).toBe(0);
    const long = [
      reviewBlock(1, 'A', [
        { ...reviewSegment(1, 'a', 0, [], true), audio_transcript_data_segment_end_time: 999 },
        reviewSegment(2, 'b', 999),
      ]),
    ];
    expect(reviewedPercent(long)).toBe(99);
  });
});

describe('verified marks in the edit payload', () => {
  it('are sent where they changed against the saved copy, and only there', () => {
    const saved = [reviewBlock(1, 'A', [reviewSegment(1, 'a', 0, [], true), reviewSegment(2, 'b', 3)])];
    expect(setVerified(saved, 1, true)).toBe(saved);
    const draft = setVerified(setVerified(saved, 1, false), 2, true);
    expect(toEditPayload(draft, saved).audio_transcript_data[0]?.audio_transcript_data_segment).toEqual([
      {
        audio_transcript_data_segment_id: 1,
        audio_transcript_data_segment_transcript: 'a',
        audio_transcript_data_segment_verified: false,
      },
      {
        audio_transcript_data_segment_id: 2,
        audio_transcript_data_segment_transcript: 'b',
        audio_transcript_data_segment_verified: true,
      },
    ]);
    expect(
      toEditPayload(saved, saved).audio_transcript_data[0]?.audio_transcript_data_segment[0],
    ).not.toHaveProperty('audio_transcript_data_segment_verified');
  });
});
