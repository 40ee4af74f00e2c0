import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAudioItem, makeTranscript } from '@/test/audio-items';
import { fail, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { TranscriptPage } from './transcript-page';

const DATA = {
  audio_transcript_id: 11,
  audio_id: 5,
  audio_transcript_status: 'completed',
  audio_transcript_num_speakers: 1,
  audio_transcript_language_iso_code: 'en',
  audio_transcript_produced_by: null,
  audio_transcript_revision: 1,
  audio_transcript_data: [
    {
      audio_transcript_data_id: 1,
      audio_transcript_data_speaker: 'Speaker 1',
      audio_transcript_data_segment: [
        {
          audio_transcript_data_segment_id: 1,
          audio_transcript_data_segment_transcript: 'Minutes of the January meeting.',
          audio_transcript_data_segment_start_time: 0,
          audio_transcript_data_segment_end_time: 2,
          audio_transcript_data_segment_verified: false,
          audio_transcript_data_segment_sa: null,
          audio_transcript_data_segment_words: [],
        },
      ],
    },
  ],
};

describe('a transcript whose recording retention removed', () => {
  it('shows the text and says the audio is gone, without a player that could only fail', async () => {
    const item = {
      ...makeAudioItem(5, 'January meeting.wav', 1, [makeTranscript(11, 'completed', 100)]),
      audio_media_removed_at: '2026-04-01T03:00:00.000Z',
    };
    const calls = fakeApi(({ path }) => {
      if (path === '/api/v1/audio/5') return { json: { success: true, data: item } };
      if (path === '/api/v1/audio/transcript/11') return { json: { success: true, data: DATA } };
      return fail(404, 'NOT_FOUND', 'Not found.');
    });
    renderApp(<TranscriptPage />, {
      route: '/dashboard/transcript/5',
      path: '/dashboard/transcript/:audioId',
    });
    expect(await screen.findByText('Minutes')).toBeInTheDocument(); // each word is its own element
    expect(
      screen.getByText(
        "The recording's media was removed by the retention rule; its transcript is still here.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/v1/audio/stream'))).toBe(false);
  });
});
