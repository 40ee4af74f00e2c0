import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TTranscriptStatus } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import { makeAudioItem, makeTranscript } from '@/test/audio-items';
import { type FakeResponse, fail, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { TranscriptPage } from './transcript-page';

const segment = (id: number, text: string, start: number, sa: 'positive' | 'negative' | null) => ({
  audio_transcript_data_segment_id: id,
  audio_transcript_data_segment_transcript: text,
  audio_transcript_data_segment_start_time: start,
  audio_transcript_data_segment_end_time: start + 2,
  audio_transcript_data_segment_verified: false,
  audio_transcript_data_segment_sa: sa
    ? { audio_transcript_data_segment_sa_label: sa, audio_transcript_data_segment_sa_score: 0.82 }
    : null,
  audio_transcript_data_segment_words: [],
});
const DATA = {
  audio_transcript_id: 11,
  audio_id: 5,
  audio_transcript_status: 'completed',
  audio_transcript_num_speakers: 2,
  audio_transcript_language_iso_code: 'en',
  audio_transcript_produced_by: null,
  audio_transcript_revision: 1,
  audio_transcript_data: [
    {
      audio_transcript_data_id: 1,
      audio_transcript_data_speaker: 'Speaker 1',
      audio_transcript_data_segment: [
        segment(1, 'Hello and welcome.', 3, 'positive'),
        segment(2, 'Thanks for calling.', 3725, null),
      ],
    },
    {
      audio_transcript_data_id: 2,
      audio_transcript_data_speaker: 'Speaker 2',
      audio_transcript_data_segment: [segment(3, 'My order is late.', 70, 'negative')],
    },
  ],
};

function serve(
  status: TTranscriptStatus,
  transcriptAnswer: FakeResponse = { json: { success: true, data: DATA } },
) {
  const item = makeAudioItem(5, 'Support call.wav', 1, [
    { ...makeTranscript(11, status, 100), audio_transcript_num_speakers: 2 },
  ]);
  return fakeApi(({ path }) => {
    if (path === '/api/v1/audio/5') return { json: { success: true, data: item } };
    if (path === '/api/v1/audio/transcript/11') return transcriptAnswer;
    return fail(404, 'NOT_FOUND', 'Audio file not found.');
  });
}

const open = (id = '5') =>
  renderApp(<TranscriptPage />, {
    route: `/dashboard/transcript/${id}`,
    path: '/dashboard/transcript/:audioId',
  });

describe('transcript page', () => {
  it('shows the header, then the segments by speaker with timestamps and sentiment; toggles hide them', async () => {
    const user = userEvent.setup();
    serve('completed');
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Support call.wav' })).toBeInTheDocument();
    expect(screen.getByText('Fast/English')).toBeInTheDocument();
    expect(screen.getByText('2 speakers')).toBeInTheDocument();
    expect(await screen.findByText('welcome.')).toBeInTheDocument();
    const transcript = screen.getByRole('region', { name: 'Transcript' });
    expect(transcript.querySelector('[data-segment-id="1"] p')).toHaveTextContent('Hello and welcome.');
    expect(
      within(transcript)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Speaker 1', 'Speaker 2']);
    expect(within(transcript).getByText('0:03')).toBeInTheDocument();
    expect(within(transcript).getByText('1:02:05')).toBeInTheDocument();
    expect(within(transcript).getByText('Positive 82%')).toBeInTheDocument();
    expect(within(transcript).getByText('Negative 82%')).toBeInTheDocument();
    expect(within(transcript).getByText('Not analyzed')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Timestamps'));
    // Still there for the keyboard (it seeks), but out of sight.
    expect(within(transcript).getByRole('button', { name: 'Play from 0:03' })).toHaveClass('sr-only');
    await user.click(screen.getByLabelText('Sentiment'));
    expect(within(transcript).queryByText('Positive 82%')).not.toBeInTheDocument();
  });

  it('says the status when the transcript is not ready, and asks for no data', async () => {
    const calls = serve('transcribing');
    open();
    expect(await screen.findByText('Transcript status: transcribing')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/v1/audio/transcript/'))).toBe(false);
  });

  it('keeps the text readable during a redo, says what is done again, and reads the new text at its end without any event', async () => {
    const state = { status: 'transcribing' as TTranscriptStatus, text: 'Hello and welcome.' };
    fakeApi(({ path }) => {
      const redoing = state.status === 'transcribing';
      const transcript = {
        ...makeTranscript(11, state.status, redoing ? 40 : 100),
        audio_transcript_redo: redoing ? { kind: 'range' as const, start: 65, end: 75 } : null,
      };
      if (path === '/api/v1/audio/5')
        return { json: { success: true, data: makeAudioItem(5, 'Support call.wav', 1, [transcript]) } };
      if (path === '/api/v1/audio/transcript/11') {
        const [first] = DATA.audio_transcript_data;
        const block = {
          ...first,
          audio_transcript_data_segment: [
            segment(1, state.text, 3, null),
            segment(2, 'Within the stretch.', 66, null),
          ],
        };
        return { json: { success: true, data: { ...DATA, audio_transcript_data: [block] } } };
      }
      return fail(404, 'NOT_FOUND', 'nope');
    });
    open();
    const text = () => document.querySelector('[data-segment-id="1"] p')?.textContent;
    await waitFor(() => expect(text()).toBe('Hello and welcome.'));
    expect(screen.getByText('Transcribing 1:05–1:15 again: 40%.').closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    // The segment in the stretch is marked as being done again; the one before it is not.
    const marked = () =>
      [...document.querySelectorAll('[data-redoing]')].map((m) =>
        m.closest('[data-segment-id]')?.getAttribute('data-segment-id'),
      );
    expect(marked()).toEqual(['2']);
    expect(screen.getByText('Being transcribed again…')).toBeInTheDocument();
    // The redo ends; no event reaches this page: it finds out by reading the file again.
    state.status = 'completed';
    state.text = 'Hello and welcome back.';
    await waitFor(() => expect(text()).toBe('Hello and welcome back.'), { timeout: 8000 });
    expect(screen.queryByText(/again: 40%/)).not.toBeInTheDocument();
    expect(marked()).toEqual([]);
  }, 15_000);

  it('shows the whole-page error when the file cannot be loaded', async () => {
    serve('completed');
    open('6');
    expect(await screen.findByText(/^An error occurred:/)).toHaveTextContent(
      'An error occurred: It could not be found. It may have been deleted.',
    );
  });

  it('shows a notice under the header when only the transcript data fails; the fallback names the audio id', async () => {
    serve('completed', { status: 500 });
    open();
    expect(await screen.findByText(/^Notice:/)).toHaveTextContent(
      'Notice: Failed to load data for audio ID 5.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Support call.wav' })).toBeInTheDocument();
  });

  it('says when there are no segments', async () => {
    serve('completed', { json: { success: true, data: { ...DATA, audio_transcript_data: [] } } });
    open();
    expect(await screen.findByText('No transcript segments to display.')).toBeInTheDocument();
  });
});
