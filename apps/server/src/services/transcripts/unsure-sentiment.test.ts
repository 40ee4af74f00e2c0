import type { TSegment, TSpeakerBlock } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { applyEdit } from './transcript-edit.js';

// A segment the engine mostly did not hear (4 of 5 words under 0.3) gets no sentiment until a person
// confirms or corrects its words.
const heardBadly: TSegment = {
  audio_transcript_data_segment_id: 1,
  audio_transcript_data_segment_transcript: 'we south baby win go',
  audio_transcript_data_segment_start_time: 0,
  audio_transcript_data_segment_end_time: 2,
  audio_transcript_data_segment_sa: null,
  audio_transcript_data_segment_verified: false,
  audio_transcript_data_segment_words: ['we', 'south', 'baby', 'win', 'go'].map((word, i) => ({
    word,
    start: i * 0.5,
    end: i * 0.5 + 0.4,
    confidence: i === 0 ? 0.9 : 0.1,
  })),
};
const blocks: TSpeakerBlock[] = [
  {
    audio_transcript_data_id: 1,
    audio_transcript_data_speaker: 'Speaker 1',
    audio_transcript_data_segment: [heardBadly],
  },
];
const sentiment = async () => ({
  audio_transcript_data_segment_sa_label: 'positive' as const,
  audio_transcript_data_segment_sa_score: 0.9,
});
const edit = (segment: {
  audio_transcript_data_segment_transcript: string;
  audio_transcript_data_segment_verified?: boolean;
}) =>
  applyEdit(
    blocks,
    [
      {
        audio_transcript_data_id: 1,
        audio_transcript_data_segment: [{ audio_transcript_data_segment_id: 1, ...segment }],
      },
    ],
    sentiment,
  );
const only = (edited: TSpeakerBlock[]) => edited[0]?.audio_transcript_data_segment[0];

describe('sentiment of a mostly unsure segment', () => {
  it('stays unanalysed when an edit leaves most of its words unsure', async () => {
    const segment = only(await edit({ audio_transcript_data_segment_transcript: 'we south baby won go' }));
    expect(segment?.audio_transcript_data_segment_transcript).toBe('we south baby won go');
    expect(segment?.audio_transcript_data_segment_sa).toBeNull();
  });

  it('is analysed once a person rewrites it', async () => {
    const segment = only(await edit({ audio_transcript_data_segment_transcript: 'we saw the baby win it' }));
    expect(segment?.audio_transcript_data_segment_sa?.audio_transcript_data_segment_sa_label).toBe(
      'positive',
    );
  });

  it('is analysed once a person marks it verified, its words confirmed as they stand', async () => {
    const segment = only(
      await edit({
        audio_transcript_data_segment_transcript: 'we south baby win go',
        audio_transcript_data_segment_verified: true,
      }),
    );
    expect(segment?.audio_transcript_data_segment_words.every((w) => w.confidence === 1)).toBe(true);
    expect(segment?.audio_transcript_data_segment_sa?.audio_transcript_data_segment_sa_label).toBe(
      'positive',
    );
  });
});
