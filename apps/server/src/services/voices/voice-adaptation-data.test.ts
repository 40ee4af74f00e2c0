import type { TSpeakerBlock } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { verifiedSpansOf } from './voice-adaptation-data.js';
import { adaptationDue, splitHeldOut } from './voice-adaptation-job.js';

const segment = (id: number, start: number, end: number, text: string, verified: boolean) => ({
  audio_transcript_data_segment_id: id,
  audio_transcript_data_segment_transcript: text,
  audio_transcript_data_segment_start_time: start,
  audio_transcript_data_segment_end_time: end,
  audio_transcript_data_segment_sa: null,
  audio_transcript_data_segment_words: [],
  audio_transcript_data_segment_verified: verified,
});

const blocks: TSpeakerBlock[] = [
  {
    audio_transcript_data_id: 1,
    audio_transcript_data_speaker: 'Ada ',
    audio_transcript_data_segment: [
      segment(1, 1, 3, 'Hello there.', true),
      segment(2, 3.1, 5, 'Not checked.', false),
    ],
  },
  {
    audio_transcript_data_id: 2,
    audio_transcript_data_speaker: 'Grace',
    audio_transcript_data_segment: [segment(3, 6, 8, 'Someone else.', true)],
  },
  {
    audio_transcript_data_id: 3,
    audio_transcript_data_speaker: 'ada',
    audio_transcript_data_segment: [segment(4, 10, 12, 'Goodbye.', true), segment(5, 13, 14, '  ', true)],
  },
];

describe('the verified speech of a voice', () => {
  it("takes the voice's verified segments with text, by name in any case, with a margin short of neighbours", () => {
    expect(verifiedSpansOf(blocks, 'ADA', 'key')).toEqual([
      { storageKey: 'key', start: 0.8, end: 3.05, text: 'Hello there.' },
      { storageKey: 'key', start: 9.8, end: 12.2, text: 'Goodbye.' },
    ]);
  });

  it('holds out a fifth of the utterances, spread out, and at least three', () => {
    const ten = Array.from({ length: 10 }, (_, i) => i);
    expect(splitHeldOut(ten).heldOut).toHaveLength(3);
    const forty = Array.from({ length: 40 }, (_, i) => i);
    const { adapt, heldOut } = splitHeldOut(forty);
    expect(heldOut).toHaveLength(8);
    expect(adapt).toHaveLength(32);
    expect(heldOut[0]).toBeLessThan(5);
    expect(heldOut.at(-1)).toBeGreaterThan(34);
  });

  it('is due an adaptation at a minute of verified speech, then each time it has grown by half', () => {
    expect(adaptationDue(59)).toBe(false);
    expect(adaptationDue(60)).toBe(true);
    expect(adaptationDue(100, { verified_seconds: 80 })).toBe(false);
    expect(adaptationDue(120, { verified_seconds: 80 })).toBe(true);
  });
});
