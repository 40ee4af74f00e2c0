import { describe, expect, it } from 'vitest';
import { cueIndexAt, cuesOf } from './captions';

const segment = (id: number, text: string, start: number, end: number) => ({
  audio_transcript_data_segment_id: id,
  audio_transcript_data_segment_transcript: text,
  audio_transcript_data_segment_start_time: start,
  audio_transcript_data_segment_end_time: end,
  audio_transcript_data_segment_verified: false,
  audio_transcript_data_segment_sa: null,
  audio_transcript_data_segment_words: [],
});

const cues = cuesOf([
  {
    audio_transcript_data_id: 1,
    audio_transcript_data_speaker: 'Ana',
    audio_transcript_data_segment: [segment(1, 'Hello', 0, 2), segment(3, 'Bye', 10, 12)],
  },
  {
    audio_transcript_data_id: 2,
    audio_transcript_data_speaker: 'Ben',
    audio_transcript_data_segment: [segment(2, 'Hi', 3, 5)],
  },
]);

describe('captions from the transcript', () => {
  it('orders the segments of all speakers by time, each with its speaker', () => {
    expect(cues.map((cue) => `${cue.speaker}: ${cue.text}`)).toEqual(['Ana: Hello', 'Ben: Hi', 'Ana: Bye']);
  });

  it('shows the segment playing, a moment past its end, and nothing in a longer silence or before the first', () => {
    expect(cueIndexAt(cues, 1)).toBe(0);
    expect(cueIndexAt(cues, 2.3)).toBe(0);
    expect(cueIndexAt(cues, 4)).toBe(1);
    expect(cueIndexAt(cues, 7)).toBe(-1);
    expect(cueIndexAt(cues, 11)).toBe(2);
    expect(cueIndexAt([], 1)).toBe(-1);
    expect(cueIndexAt(cuesOf([]), 0)).toBe(-1);
  });
});
