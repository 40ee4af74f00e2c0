import { fireEvent, screen } from '@testing-library/react';
import type { TAudioItem, TVideoExport } from '@transcribe/contract';
import { vi } from 'vitest';
import { makeTranscript, makeVideoItem } from '@/test/audio-items';
import { type FakeResponse, fakeApi, makeUser } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { TranscriptPage } from '../components/transcript-page';
import { block, segment, transcriptData } from './viewer-fixture';

/** The viewer of a video file (audio 5, transcript 11, "Demo.mp4") against a fake server, for the video tests. */
const DATA = transcriptData([
  block(1, 'Ana', [segment(1, 'Welcome to the demo', 4)]),
  block(2, 'Ben', [segment(2, 'Thanks for having me', 8)]),
]);

/** A burned-in video's job as the server reads it. */
export const videoJob = (overrides: Partial<TVideoExport> = {}): TVideoExport => ({
  video_export_id: 3,
  audio_id: 5,
  transcript_id: 11,
  look: 'standard',
  speakers: true,
  status: 'queued',
  progress: 0,
  error: null,
  file_name: 'Demo (subtitled).mp4',
  created_at: '2025-05-01T10:00:00.000Z',
  ...overrides,
});

/**
 * The viewer's server; `readings` are a burned-in video's job as POST burned-video answers it (the first)
 * and as each GET of it answers next (the last repeated), or `start` answers the POST instead.
 */
export function serve(
  video: Partial<NonNullable<TAudioItem['audio_video']>> = {},
  readings: Partial<TVideoExport>[] = [{}],
  start?: FakeResponse,
) {
  localStorage.setItem('accessToken', 'token-1');
  const item = makeVideoItem(5, 'Demo.mp4', [makeTranscript(11, 'completed', 100)], video);
  let read = 0;
  const answer = (overrides: Partial<TVideoExport> | undefined) => ({
    json: { success: true, data: videoJob(overrides) },
  });
  return fakeApi(({ method, path }) => {
    if (path === '/api/v1/audio/transcript/export/11/video')
      return {
        json: 'video bytes',
        headers: { 'content-disposition': 'attachment; filename="Demo (subtitles).mp4"' },
      };
    if (method === 'POST' && path === '/api/v1/audio/transcript/11/burned-video')
      return start ?? { status: 202, ...answer(readings[0]) };
    if (method === 'GET' && path === '/api/v1/video-export/3') {
      read = Math.min(read + 1, readings.length - 1);
      return answer(readings[read]);
    }
    if (method === 'POST' && path === '/api/v1/video-export/3/cancel')
      return answer({ ...readings[read], status: 'cancelled' });
    if (method === 'GET' && path === '/api/v1/video-export/3/download')
      return {
        json: 'burned bytes',
        headers: { 'content-disposition': 'attachment; filename="Demo (subtitled).mp4"' },
      };
    if (path === '/api/v1/auth/authenticated')
      return {
        json: { success: true, message: 'Authenticated.', data: { authenticated: true, user_id: 7 } },
      };
    if (path === '/api/v1/user/me') return { json: { success: true, data: makeUser() } };
    if (path === '/api/v1/audio/5') return { json: { success: true, data: item } };
    if (path === '/api/v1/audio/transcript/11') return { json: { success: true, data: DATA } };
    return { status: 404 };
  });
}

export async function openViewer() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  renderApp(<TranscriptPage />, { route: '/dashboard/transcript/5', path: '/dashboard/transcript/:audioId' });
  await screen.findByText('Welcome');
  return { play };
}

export async function openVideo() {
  const { play } = await openViewer();
  const region = await screen.findByRole('region', { name: 'Video' });
  const video = await waitForVideo();
  Object.defineProperty(video, 'duration', { configurable: true, value: 40 });
  fireEvent(video, new Event('loadedmetadata'));
  const at = (time: number) => {
    video.currentTime = time;
    fireEvent(video, new Event('timeupdate'));
  };
  return { play, region, video, at };
}

// The picture comes in its own chunk: it is there once that has loaded.
export async function waitForVideo(): Promise<HTMLVideoElement> {
  return vi.waitFor(() => {
    const video = document.querySelector('video');
    if (!video) throw new Error('no <video> yet');
    return video;
  });
}
