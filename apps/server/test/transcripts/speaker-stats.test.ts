import { speakerStatsOf, type TSpeakerBlock } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';

const segment = (id: number, start: number, end: number, text: string) => ({
  audio_transcript_data_segment_id: id,
  audio_transcript_data_segment_transcript: text,
  audio_transcript_data_segment_start_time: start,
  audio_transcript_data_segment_end_time: end,
  audio_transcript_data_segment_verified: false,
  audio_transcript_data_segment_sa: null,
  audio_transcript_data_segment_words: [],
});
const block = (id: number, speaker: string, segments: ReturnType<typeof segment>[]): TSpeakerBlock => ({
  audio_transcript_data_id: id,
  audio_transcript_data_speaker: speaker,
  audio_transcript_data_segment: segments,
});

describe('who spoke how much', () => {
  // Ada 0-10 s in two segments (one turn), Grace cuts in at 9 s until 14 s, Ada again 15-20 s; a 30 s file.
  const blocks = [
    block(1, 'Ada', [segment(1, 0, 4, 'one two three four'), segment(2, 4.5, 10, 'five six')]),
    block(2, 'Grace', [segment(3, 9, 14, 'seven eight nine')]),
    block(3, 'Ada', [segment(4, 15, 20, 'ten')]),
  ];
  const stats = speakerStatsOf(blocks, 30);

  it('counts talk, turns, the longest monologue and interruptions per speaker, most talk first', () => {
    expect(stats.speakers).toEqual([
      {
        speaker: 'Ada',
        talk_seconds: 14.5,
        talk_share: 14.5 / 19.5,
        turns: 2,
        words: 7,
        words_per_minute: 7 / (14.5 / 60),
        longest_monologue_seconds: 10,
        interruptions: 0,
      },
      {
        speaker: 'Grace',
        talk_seconds: 5,
        talk_share: 5 / 19.5,
        turns: 1,
        words: 3,
        words_per_minute: 36,
        longest_monologue_seconds: 5,
        interruptions: 1,
      },
    ]);
  });

  it('counts overlapping speech once: talk sums to speech plus overlap; the rest of the file is silence', () => {
    expect(stats.speech_seconds).toBe(18.5);
    expect(stats.overlap_seconds).toBe(1);
    expect(stats.duration_seconds).toBe(30);
    expect(stats.silence_share).toBeCloseTo(11.5 / 30, 10);
  });

  it('takes the last segment’s end as the length when the recording’s is unknown, and has nothing to say of nothing', () => {
    expect(speakerStatsOf(blocks).duration_seconds).toBe(20);
    expect(speakerStatsOf([])).toEqual({
      duration_seconds: 0,
      speech_seconds: 0,
      overlap_seconds: 0,
      silence_share: null,
      speakers: [],
    });
  });
});
