import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAudioItem, makeTranscript } from '@/test/audio-items';
import { type FakeRequest, fakeApi, makeUser } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { TranscriptPage } from './transcript-page';

const word = (text: string, start: number, confidence = 0.9) => ({
  word: text,
  start,
  end: start + 0.4,
  confidence,
});
const segment = (id: number, text: string, start: number, confidences: number[] = []) => ({
  audio_transcript_data_segment_id: id,
  audio_transcript_data_segment_transcript: text,
  audio_transcript_data_segment_start_time: start,
  audio_transcript_data_segment_end_time: start + 3,
  audio_transcript_data_segment_verified: false,
  audio_transcript_data_segment_sa: null,
  audio_transcript_data_segment_words: text
    .split(' ')
    .map((w, i) => word(w, start + i * 0.5, confidences[i])),
});
const block = (id: number, speaker: string, segments: ReturnType<typeof segment>[]) => ({
  audio_transcript_data_id: id,
  audio_transcript_data_speaker: speaker,
  audio_transcript_data_segment: segments,
});
const DATA = {
  audio_transcript_id: 11,
  audio_id: 5,
  audio_transcript_status: 'completed',
  audio_transcript_num_speakers: 3,
  audio_transcript_language_iso_code: 'en',
  audio_transcript_produced_by: null,
  audio_transcript_revision: 1,
  audio_transcript_data: [
    block(1, 'Speaker 1', [segment(1, 'Hello and welcome', 4), segment(2, 'How can I help', 8)]),
    block(2, 'Speaker 2', [segment(3, 'My order is late', 20, [0.9, 0.2, 0.9, 0.9])]),
    block(3, 'Speaker 3', [segment(4, 'I see', 30)]),
  ],
};

let calls: FakeRequest[];
beforeEach(() => {
  localStorage.setItem('accessToken', 'token-1');
  const item = makeAudioItem(5, 'Support call.wav', 1, [makeTranscript(11, 'completed', 100)]);
  calls = fakeApi(({ path, method, body }) => {
    if (path === '/api/v1/auth/authenticated')
      return {
        json: { success: true, message: 'Authenticated.', data: { authenticated: true, user_id: 7 } },
      };
    if (path === '/api/v1/user/me') return { json: { success: true, data: makeUser() } };
    if (path === '/api/v1/audio/5') return { json: { success: true, data: item } };
    if (path === '/api/v1/audio/transcript/11' && method === 'PUT') {
      const sent = body as { audio_transcript_data: { audio_transcript_data_speaker: string }[] };
      const data = DATA.audio_transcript_data.map((b, i) => ({
        ...b,
        audio_transcript_data_speaker: sent.audio_transcript_data[i]?.audio_transcript_data_speaker ?? '',
      }));
      return { json: { success: true, data: { ...DATA, audio_transcript_data: data } } };
    }
    if (path === '/api/v1/audio/transcript/11') return { json: { success: true, data: DATA } };
    return { status: 404 };
  });
});

async function openViewer(route = '/dashboard/transcript/5') {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  const view = renderApp(<TranscriptPage />, {
    route,
    path: '/dashboard/transcript/:audioId',
  });
  await screen.findByText('Hello');
  const audio = view.container.ownerDocument.querySelector('audio') as HTMLAudioElement;
  Object.defineProperty(audio, 'duration', { configurable: true, value: 40 });
  fireEvent(audio, new Event('loadedmetadata'));
  const at = (time: number) => {
    audio.currentTime = time;
    fireEvent(audio, new Event('timeupdate'));
  };
  return { audio, play, at };
}

const row = (id: number) => document.querySelector(`[data-segment-id="${id}"]`) as HTMLElement;
const headings = () =>
  within(screen.getByRole('region', { name: 'Transcript' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('transcript viewer: player', () => {
  it('streams the file with the token, with volume 0.75 in steps of 0.05, elapsed and total time', async () => {
    const { audio, at } = await openViewer();
    expect(audio.getAttribute('src')).toBe('/api/v1/audio/stream/5?token=token-1');
    expect(audio.volume).toBe(0.75);
    const volume = screen.getByRole('slider', { name: 'Volume' });
    expect(volume).toHaveAttribute('step', '0.05');
    expect(volume).toHaveValue('0.75');
    act(() => at(21));
    expect(screen.getByText('0:21 / 0:40')).toBeInTheDocument();
  });

  it('highlights the playing segment and word as the time moves, and a click on a segment seeks there', async () => {
    const user = userEvent.setup();
    const { audio, play, at } = await openViewer();
    act(() => at(4.6));
    expect(row(1)).toHaveAttribute('aria-current', 'true');
    expect(within(row(1)).getByText('and')).toHaveClass('bg-accent/25');
    expect(within(row(1)).getByText('Hello')).not.toHaveClass('bg-accent/25');
    act(() => at(20.6));
    expect(row(1)).not.toHaveAttribute('aria-current');
    expect(within(row(3)).getByText('order')).toHaveClass('bg-accent/25');
    await user.click(within(row(4)).getByText('see'));
    expect(audio.currentTime).toBe(30);
    expect(play).toHaveBeenCalled();
    expect(row(4)).toHaveAttribute('aria-current', 'true');
  });

  it('opened from a search result, plays from its time with the matched words marked throughout', async () => {
    const { audio, play } = await openViewer('/dashboard/transcript/5?t=8&hl=help%20order');
    expect(audio.currentTime).toBe(8);
    expect(play).toHaveBeenCalledTimes(1);
    expect(row(2)).toHaveAttribute('aria-current', 'true');
    expect(within(row(2)).getByText('help').tagName).toBe('MARK');
    expect(within(row(3)).getByText('order').tagName).toBe('MARK');
    expect(within(row(1)).getByText('Hello').tagName).not.toBe('MARK');
  });

  it('marks unsure words with their confidence; U plays from a second before the next, the toggle hides the marks', async () => {
    const user = userEvent.setup();
    const { audio, play } = await openViewer();
    const unsure = within(row(3)).getByText('order');
    expect(unsure).toHaveAttribute('data-unsure', 'true');
    expect(unsure).toHaveAttribute('title', 'Confidence 20%');
    expect(document.querySelectorAll('[data-unsure]')).toHaveLength(1);
    await user.keyboard('u');
    expect(audio.currentTime).toBe(19.5);
    expect(play).toHaveBeenCalled();
    await user.click(screen.getByLabelText('Unsure words'));
    expect(document.querySelectorAll('[data-unsure]')).toHaveLength(0);
  });

  it('answers the keyboard shortcuts, lists them in the help, and ignores them while typing', async () => {
    const user = userEvent.setup();
    const { audio, at, play } = await openViewer();
    act(() => at(10));
    await user.keyboard('l');
    expect(audio.currentTime).toBe(15);
    await user.keyboard('j');
    await user.keyboard('j');
    expect(audio.currentTime).toBe(5);
    await user.keyboard('>');
    expect(audio.playbackRate).toBe(1.25);
    await user.keyboard('<<');
    expect(audio.playbackRate).toBe(0.75);
    await user.keyboard('k');
    expect(play).toHaveBeenCalledTimes(1);
    await user.keyboard('?');
    const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Next unsure word')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByLabelText('Find speaker'));
    await user.keyboard('lj');
    expect(audio.currentTime).toBe(5);
  });

  it('says when the audio cannot be played', async () => {
    const { audio } = await openViewer();
    await act(async () => {
      localStorage.removeItem('refreshToken');
      fireEvent(audio, new Event('error'));
    });
    expect(await screen.findByText('Audio is not available for playback.')).toBeInTheDocument();
  });

  it('shows a mute toggle instead of the volume slider on a phone', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)');
    const user = userEvent.setup();
    const { audio } = await openViewer();
    expect(screen.queryByRole('slider', { name: 'Volume' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(audio.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
  });
});

describe('transcript viewer: edit mode', () => {
  it('edits a copy with undo and redo, saves the spec payload and cancels back to the original', async () => {
    const user = userEvent.setup();
    await openViewer();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const field = screen.getByRole('textbox', { name: 'Segment at 0:04' });
    await user.clear(field);
    await user.type(field, 'Hi there');
    expect(field).toHaveValue('Hi there');
    await user.keyboard('{Control>}z{/Control}');
    expect(field).toHaveValue('Hello and welcome');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(field).toHaveValue('Hi there');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(row(1)).getByText('Hello')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Segment at 0:08' }), ' today');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Transcript saved.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/v1/audio/transcript/11');
    const sent = put?.body as { audio_transcript_data: { audio_transcript_data_segment: unknown[] }[] };
    expect(sent.audio_transcript_data[0]).toEqual({
      audio_transcript_data_id: 1,
      audio_transcript_data_speaker: 'Speaker 1',
      audio_transcript_data_segment: [
        {
          audio_transcript_data_segment_id: 1,
          audio_transcript_data_segment_transcript: 'Hello and welcome',
        },
        {
          audio_transcript_data_segment_id: 2,
          audio_transcript_data_segment_transcript: 'How can I help today',
        },
      ],
    });
    expect(screen.queryByRole('textbox', { name: 'Segment at 0:08' })).not.toBeInTheDocument();
  });

  it('replaces a speaker by exact name with the spec messages', async () => {
    const user = userEvent.setup();
    await openViewer();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(
      await screen.findByText('Please provide both a name to find and a name to replace with.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Find speaker'), 'speaker 1');
    await user.type(screen.getByLabelText('Replace with'), 'Agent');
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('Speaker "speaker 1" not found.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Find speaker'));
    await user.type(screen.getByLabelText('Find speaker'), ' Speaker 1 ');
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('Replaced 1 instance(s) of "Speaker 1".')).toBeInTheDocument();
    expect(headings()).toEqual(['Agent', 'Speaker 2', 'Speaker 3']);
  });

  it('renames a speaker from their name and merges two speakers; undo brings them back', async () => {
    const user = userEvent.setup();
    await openViewer();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Rename speaker Speaker 2' }));
    const name = screen.getByRole('textbox', { name: 'New name for Speaker 2' });
    await user.clear(name);
    await user.type(name, 'Customer{Enter}');
    expect(headings()).toEqual(['Speaker 1', 'Customer', 'Speaker 3']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Merge speaker' }), 'Speaker 3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'into speaker' }), 'Customer');
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    expect(headings()).toEqual(['Speaker 1', 'Customer']);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(headings()).toEqual(['Speaker 1', 'Customer', 'Speaker 3']);
  });

  it('asks before leaving with unsaved edits', async () => {
    const user = userEvent.setup();
    await openViewer();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Segment at 0:04' }), '!');
    await user.click(screen.getByRole('link', { name: 'Back to Recent Files' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/transcript/5');
    await user.click(screen.getByRole('link', { name: 'Back to Recent Files' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});
