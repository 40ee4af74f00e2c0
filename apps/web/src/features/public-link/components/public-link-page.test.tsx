import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSegment, TSharedTranscript } from '@transcribe/contract';
import { describe, expect, it, vi } from 'vitest';
import { type FakeRequest, type FakeResponse, fail, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { PublicLinkPage } from './public-link-page';

const TOKEN = 'Q2hlZXNlIGlzIGdvb2QgZm9yIHlvdQ';

function segment(id: number, text: string, start: number): TSegment {
  return {
    audio_transcript_data_segment_id: id,
    audio_transcript_data_segment_transcript: text,
    audio_transcript_data_segment_start_time: start,
    audio_transcript_data_segment_end_time: start + 3,
    audio_transcript_data_segment_verified: false,
    audio_transcript_data_segment_sa: null,
    audio_transcript_data_segment_words: text
      .split(' ')
      .map((word, i) => ({ word, start: start + i * 0.5, end: start + i * 0.5 + 0.4, confidence: 0.9 })),
  };
}

const shared = (extra: Partial<TSharedTranscript> = {}): TSharedTranscript => ({
  share_audio_name: 'Support call.wav',
  share_duration: 40,
  share_start: 0,
  share_end: 40,
  share_is_clip: false,
  share_allow_export: false,
  share_expires_at: null,
  share_language_iso_code: 'en',
  share_num_speakers: 2,
  share_transcript_data: [
    {
      audio_transcript_data_id: 1,
      audio_transcript_data_speaker: 'Speaker 1',
      audio_transcript_data_segment: [segment(1, 'Hello and welcome', 4)],
    },
    {
      audio_transcript_data_id: 2,
      audio_transcript_data_speaker: 'Speaker 2',
      audio_transcript_data_segment: [
        segment(2, 'My order is late', 20),
        segment(3, 'It was due Monday', 24),
      ],
    },
  ],
  share_video: null,
  ...extra,
});

/** The page of /s/{TOKEN} against a fake server answering `answer` to the link's GET. */
async function openLink(answer: FakeResponse, { language = 'en', ready = true } = {}) {
  // A visitor who is also signed in: the link's requests still carry no token.
  localStorage.setItem('accessToken', 'owner-token');
  const calls = fakeApi((request: FakeRequest) => {
    if (request.path === `/api/v1/share/${TOKEN}` && request.method === 'GET') return answer;
    if (request.path === `/api/v1/share/${TOKEN}/export`)
      return { json: undefined, headers: { 'content-disposition': 'attachment; filename="call.txt"' } };
    return fail(401, 'UNAUTHENTICATED', 'Sign in.');
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  const view = renderApp(<PublicLinkPage />, { route: `/s/${TOKEN}`, path: '/s/:token', language });
  if (ready) await screen.findByRole('heading', { level: 1, name: 'Support call.wav' });
  return { calls, view };
}

function audioOf() {
  const audio = document.querySelector('audio') as HTMLAudioElement;
  Object.defineProperty(audio, 'duration', { configurable: true, value: 40 });
  fireEvent(audio, new Event('loadedmetadata'));
  const at = (time: number) => {
    audio.currentTime = time;
    fireEvent(audio, new Event('timeupdate'));
  };
  return { audio, at };
}

const row = (id: number) => document.querySelector(`[data-segment-id="${id}"]`) as HTMLElement;

describe('a share link, opened', () => {
  it('shows the transcript read-only with its player, speakers and name, and keeps search engines away', async () => {
    const { calls, view } = await openLink({ json: { success: true, data: shared() } });
    expect(screen.getByText('2 speakers')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Speaker 1' })).toBeInTheDocument();
    expect(screen.getByText('welcome')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Audio player' })).toBeInTheDocument();
    const { audio } = audioOf();
    expect(audio.getAttribute('src')).toBe(`/api/v1/share/${TOKEN}/audio`);
    // Nothing to change here: no edit, rename, review or comment controls, no fields, no downloads.
    expect(screen.queryByRole('button', { name: /Edit|Rename|Review|comment|PDF/i })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.querySelector('[contenteditable], textarea')).toBeNull();
    const linkCalls = calls.filter((c) => c.path.startsWith('/api/v1/share/'));
    expect(linkCalls.map((c) => [c.path, c.authorization])).toEqual([[`/api/v1/share/${TOKEN}`, null]]);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    view.unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('plays along: the playing segment and word are marked, a click plays from a segment', async () => {
    const user = userEvent.setup();
    await openLink({ json: { success: true, data: shared() } });
    const { audio, at } = audioOf();
    act(() => at(4.6));
    expect(row(1)).toHaveAttribute('aria-current', 'true');
    expect(within(row(1)).getByText('and')).toHaveClass('bg-accent/25');
    await user.click(within(row(3)).getByText('Monday'));
    expect(audio.currentTime).toBe(24);
  });

  it("plays a clip from its own audio, whose start is the clip's start in the recording", async () => {
    const user = userEvent.setup();
    const clip = shared({ share_is_clip: true, share_start: 20, share_end: 30, share_duration: 10 });
    await openLink({
      json: { success: true, data: { ...clip, share_transcript_data: clip.share_transcript_data.slice(1) } },
    });
    expect(screen.getByText('Clip 0:20–0:30 of the recording')).toBeInTheDocument();
    const { audio, at } = audioOf();
    act(() => at(0.6));
    expect(within(row(2)).getByText('order')).toHaveClass('bg-accent/25');
    act(() => at(4.1));
    expect(within(row(3)).getByText('It')).toHaveClass('bg-accent/25');
    await user.click(within(row(3)).getByRole('button', { name: 'Play from 0:24' }));
    expect(audio.currentTime).toBe(4);
    // The player counts in the recording's time too, as the segments do: 0:24, not 0:04.
    const player = screen.getByRole('region', { name: 'Audio player' });
    await waitFor(() => expect(player).toHaveTextContent(/0:24 \//));
  });

  it('offers the downloads its owner allowed, without a token', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
    );
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = await openLink({
      json: {
        success: true,
        data: shared({ share_allow_export: true, share_expires_at: '2099-01-01T00:00:00Z' }),
      },
    });
    expect(screen.getByText(/This link expires/)).toBeInTheDocument();
    const downloads = screen.getByRole('region', { name: 'Download' });
    expect(
      within(downloads)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['PDF', 'DOCX', 'TXT', 'CSV', 'SRT', 'VTT', 'ASS']);
    await user.click(within(downloads).getByRole('button', { name: 'TXT' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/api/v1/share/${TOKEN}/export`,
      body: { audio_transcript_export_type: 'txt' },
      authorization: null,
    });
  });

  it('says the link was not found when it is wrong, revoked or expired', async () => {
    await openLink(fail(404, 'NOT_FOUND', 'Link not found.'), { ready: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Link not found' })).toBeInTheDocument();
    expect(
      screen.getByText('This link was not found. It may have been revoked or expired.'),
    ).toBeInTheDocument();
    expect(document.querySelector('audio')).toBeNull();
  });

  it("speaks the visitor's language", async () => {
    await openLink(fail(404, 'NOT_FOUND', 'Link not found.'), { ready: false, language: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enlace no encontrado' }),
    ).toBeInTheDocument();
  });

  it('says when the link could not be opened for another reason', async () => {
    await openLink(fail(503, 'SERVICE_UNAVAILABLE', 'Down for maintenance.'), { ready: false });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText(/not found/)).toBeNull();
  });
});
