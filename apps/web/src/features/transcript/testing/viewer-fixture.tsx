import { fireEvent, screen } from '@testing-library/react';
import type { TCapabilities, TSegment, TSpeakerBlock } from '@transcribe/contract';
import { vi } from 'vitest';
import { makeAudioItem, makeTranscript } from '@/test/audio-items';
import { type FakeRequest, type FakeResponse, fakeApi, makeUser } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { TranscriptPage } from '../components/transcript-page';

/** Test data for the viewer's tests (diff, timing, subtitles, redo): words 0.5 s apart, 0.4 s long. */
export function segment(id: number, text: string, start: number, end = start + 3): TSegment {
  return {
    audio_transcript_data_segment_id: id,
    audio_transcript_data_segment_transcript: text,
    audio_transcript_data_segment_start_time: start,
    audio_transcript_data_segment_end_time: end,
    audio_transcript_data_segment_verified: false,
    audio_transcript_data_segment_sa: null,
    audio_transcript_data_segment_words: text
      .split(' ')
      .map((word, i) => ({ word, start: start + i * 0.5, end: start + i * 0.5 + 0.4, confidence: 0.9 })),
  };
}

export const block = (id: number, speaker: string, segments: TSegment[]): TSpeakerBlock => ({
  audio_transcript_data_id: id,
  audio_transcript_data_speaker: speaker,
  audio_transcript_data_segment: segments,
});

export const BLOCKS = [
  block(1, 'Speaker 1', [segment(1, 'Hello and welcome', 4), segment(2, 'How can I help', 8)]),
  block(2, 'Speaker 2', [segment(3, 'My order is late', 20)]),
];

export function transcriptData(blocks: TSpeakerBlock[] = BLOCKS, extra: Record<string, unknown> = {}) {
  return {
    audio_transcript_id: 11,
    audio_id: 5,
    audio_transcript_status: 'completed',
    audio_transcript_num_speakers: 2,
    audio_transcript_language_iso_code: 'en',
    audio_transcript_produced_by: null,
    audio_transcript_revision: 1,
    audio_transcript_data: blocks,
    ...extra,
  };
}

/**
 * The viewer of audio 5 (transcript 11) against a fake server: `routes` answers first (by "METHOD path"),
 * then the session, the file and the transcript (`data`). Returns every request made.
 */
export async function openViewer(
  routes: Record<string, (request: FakeRequest) => FakeResponse> = {},
  data: unknown = transcriptData(),
  capabilities: Partial<TCapabilities> = {},
) {
  localStorage.setItem('accessToken', 'token-1');
  // The reviewed share is new in the contract; the shared test item may not carry it yet.
  const listed = { ...makeTranscript(11, 'completed', 100), audio_transcript_reviewed_percent: 0 };
  const item = makeAudioItem(5, 'Support call.wav', 1, [listed]);
  const calls = fakeApi((request) => {
    const route = routes[`${request.method} ${request.path}`];
    if (route) return route(request);
    const { path } = request;
    if (path === '/api/v1/auth/authenticated')
      return {
        json: { success: true, message: 'Authenticated.', data: { authenticated: true, user_id: 7 } },
      };
    if (path === '/api/v1/user/me') return { json: { success: true, data: makeUser() } };
    if (path === '/api/v1/audio/5') return { json: { success: true, data: item } };
    if (path === '/api/v1/audio/transcript/11') return { json: { success: true, data } };
    if (path === '/api/v1/audio/transcript/11/comments') return { json: { success: true, data: [] } };
    return { status: 404 };
  }, capabilities);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  const view = renderApp(<TranscriptPage />, {
    route: '/dashboard/transcript/5',
    path: '/dashboard/transcript/:audioId',
  });
  await screen.findByText('Hello');
  const audio = view.container.ownerDocument.querySelector('audio') as HTMLAudioElement;
  Object.defineProperty(audio, 'duration', { configurable: true, value: 40 });
  fireEvent(audio, new Event('loadedmetadata'));
  return { calls, audio, view };
}

export const rowOf = (id: number) => document.querySelector(`[data-segment-id="${id}"]`) as HTMLElement;
/** Chooses `name` from the viewer's More menu (Changes, Subtitle check, Redo…, Translate…, About…). */
export async function chooseTool(user: { click: (element: Element) => Promise<void> }, name: string) {
  await user.click(screen.getByRole('button', { name: 'More' }));
  await user.click(screen.getByRole('menuitem', { name }));
}
