import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAudioItem, TVideoExport } from '@transcribe/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTranscript, makeVideoItem } from '@/test/audio-items';
import { type FakeResponse, fail, fakeApi, makeUser } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { block, segment, transcriptData } from '../testing/viewer-fixture';
import { TranscriptPage } from './transcript-page';

const DATA = transcriptData([
  block(1, 'Ana', [segment(1, 'Welcome to the demo', 4)]),
  block(2, 'Ben', [segment(2, 'Thanks for having me', 8)]),
]);

/** A burned-in video's job as the server reads it. */
const videoJob = (overrides: Partial<TVideoExport> = {}): TVideoExport => ({
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
function serve(
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

async function openViewer() {
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

async function openVideo() {
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
async function waitForVideo() {
  await screen.findByRole('button', { name: 'Full screen with captions' });
  return document.querySelector('video') as HTMLVideoElement;
}

const caption = () => screen.queryByTestId('video-caption');

// jsdom has neither picture-in-picture nor element full screen: each test that uses them puts them in.
const added: [object, string][] = [];
function provide(target: object, name: string, value: unknown) {
  Object.defineProperty(target, name, { configurable: true, writable: true, value });
  added.push([target, name]);
}
beforeEach(() => provide(document, 'fullscreenEnabled', true));
afterEach(() => {
  for (const [target, name] of added.splice(0)) delete (target as Record<string, unknown>)[name];
});

describe('transcript viewer: a video file', () => {
  it('plays in a <video> with the poster and the stream address, driven by the same bar and shortcuts', async () => {
    serve();
    const user = userEvent.setup();
    const { video, play } = await openVideo();
    expect(video.getAttribute('src')).toBe('/api/v1/audio/stream/5?token=token-1');
    expect(video.getAttribute('poster')).toBe('/api/v1/audio/poster/5?token=token-1');
    expect(document.querySelector('audio')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByRole('slider', { name: 'Seek' }), { target: { value: '12' } });
    expect(video.currentTime).toBe(12);
    await user.keyboard('l');
    expect(video.currentTime).toBe(17);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Speed' }), '1.5');
    expect(video.playbackRate).toBe(1.5);
  });

  it('shows the playing segment over the picture as the time moves, with the speaker unless switched off', async () => {
    serve();
    const user = userEvent.setup();
    const { at } = await openVideo();
    expect(caption()).toBeNull();
    act(() => at(5));
    expect(caption()).toHaveTextContent('Ana: Welcome to the demo');
    act(() => at(9));
    expect(caption()).toHaveTextContent('Ben: Thanks for having me');
    await user.click(screen.getByLabelText('Speaker names in captions'));
    expect(caption()).toHaveTextContent(/^Thanks for having me$/);
    act(() => at(20));
    expect(caption()).toBeNull();
  });

  it('offers picture-in-picture and full screen of the picture with its captions', async () => {
    serve();
    provide(document, 'pictureInPictureEnabled', true);
    const pip = vi.fn(() => Promise.resolve());
    provide(HTMLVideoElement.prototype, 'requestPictureInPicture', pip);
    const fullscreen = vi.fn(function (this: Element) {
      provide(document, 'fullscreenElement', this);
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    provide(Element.prototype, 'requestFullscreen', fullscreen);
    const user = userEvent.setup();
    const { region, video, at } = await openVideo();
    await user.click(within(region).getByRole('button', { name: 'Picture in picture' }));
    expect(pip.mock.contexts[0]).toBe(video);
    act(() => at(5));
    await user.click(within(region).getByRole('button', { name: 'Full screen with captions' }));
    const box = fullscreen.mock.contexts[0] as Element;
    expect(box).not.toBe(video);
    expect(box).toContainElement(video);
    expect(box).toContainElement(caption());
    expect(within(region).getByRole('button', { name: 'Exit full screen' })).toBeInTheDocument();
  });

  it('while a web copy is made, shows the poster and the progress and plays the sound', async () => {
    serve({ playback: 'preparing', progress: 42 });
    await openViewer();
    const region = screen.getByRole('region', { name: 'Video' });
    expect(await within(region).findByText('Preparing the video for the browser… 42%')).toBeInTheDocument();
    expect(region.querySelector('img')).toHaveAttribute('src', '/api/v1/audio/poster/5?token=token-1');
    expect(document.querySelector('video')).toBeNull();
    expect(document.querySelector('audio')).toHaveAttribute('src', '/api/v1/audio/stream/5?token=token-1');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('says when the picture cannot be played in the browser, and keeps the sound player', async () => {
    serve({ playback: 'failed', poster: false });
    await openViewer();
    const region = screen.getByRole('region', { name: 'Video' });
    expect(
      await within(region).findByText(/The picture of this file cannot be played in the browser/),
    ).toBeInTheDocument();
    expect(region.querySelector('img')).toBeNull();
    expect(document.querySelector('video')).toBeNull();
    expect(document.querySelector('audio')).toHaveAttribute('src', '/api/v1/audio/stream/5?token=token-1');
  });

  it('offers the video with its transcript as a subtitle track from the sidebar, downloaded at once', async () => {
    const { calls, saved, user, dialog } = await openVideoDialog();
    expect(
      dialog.getByRole('radio', { name: 'Subtitle track (quick, players can switch it off)' }),
    ).toBeChecked();
    expect(dialog.queryByRole('combobox', { name: 'Look' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Preparing Video with subtitles export...')).toBeInTheDocument();
    await vi.waitFor(() => expect(saved).toEqual(['Demo (subtitles).mp4']));
    expect(calls.filter((call) => call.path.endsWith('/video'))).toEqual([
      expect.objectContaining({ method: 'POST', body: { audio_transcript_export_speakers: true } }),
    ]);
    expect(screen.queryByRole('dialog', { name: 'Video with subtitles' })).not.toBeInTheDocument();
  });

  it('burns the subtitles into the picture in the look chosen: its progress, then the video to download', async () => {
    const { calls, saved, user, dialog } = await openVideoDialog([
      { look: 'large', speakers: false },
      { look: 'large', speakers: false, status: 'running', progress: 40 },
      { look: 'large', speakers: false, status: 'completed', progress: 100 },
    ]);
    await burn(user, dialog, 'Large', false);
    expect(calls.filter((call) => call.path.endsWith('/burned-video'))).toEqual([
      expect.objectContaining({ method: 'POST', body: { look: 'large', speakers: false } }),
    ]);
    expect(await dialog.findByRole('status')).toHaveTextContent('Waiting to start…');
    expect(dialog.getByText(/Closing this window does not stop it/)).toBeInTheDocument();
    expect(await dialog.findByText('Drawing the subtitles… 40%', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(dialog.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(dialog.getByRole('button', { name: 'Cancel the video' })).toBeInTheDocument();
    expect(await dialog.findByText('The video is ready.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(dialog.getByText('The video is kept for a day: download it before then.')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Cancel the video' })).not.toBeInTheDocument();
    const reads = calls.filter((call) => call.path === '/api/v1/video-export/3').length;
    await user.click(dialog.getByRole('button', { name: 'Download video' }));
    await vi.waitFor(() => expect(saved).toEqual(['Demo (subtitled).mp4']));
    expect(calls.find((call) => call.path === '/api/v1/video-export/3/download')).toMatchObject({
      method: 'GET',
      authorization: 'Bearer token-1',
    });
    // Completed, it is no longer asked about.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(calls.filter((call) => call.path === '/api/v1/video-export/3').length).toBe(reads);
  });

  it('closed while made, the video goes on and is shown again; Cancel stops it and says so', async () => {
    const { calls, user, dialog: first } = await openVideoDialog([{ status: 'running', progress: 10 }]);
    await burn(user, first, 'At the top', true);
    expect(calls.find((call) => call.path.endsWith('/burned-video'))?.body).toEqual({
      look: 'top',
      speakers: true,
    });
    await user.click(await first.findByRole('button', { name: 'Continue in the background' }));
    expect(screen.queryByRole('dialog', { name: 'Video with subtitles' })).not.toBeInTheDocument();
    const aside = screen.getByRole('complementary', { name: 'Actions' });
    await user.click(within(aside).getByRole('button', { name: 'Video with subtitles' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Video with subtitles' }));
    expect(dialog.getByRole('status')).toHaveTextContent('Drawing the subtitles… 10%');
    await user.click(dialog.getByRole('button', { name: 'Cancel the video' }));
    expect(await dialog.findByText('Cancelled: no video was made.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/v1/video-export/3/cancel')).toEqual([
      expect.objectContaining({ method: 'POST' }),
    ]);
    expect(dialog.queryByRole('button', { name: 'Download video' })).not.toBeInTheDocument();
  });

  it("shows why a burned-in video failed: the job's error", async () => {
    const { user, dialog } = await openVideoDialog([
      {},
      { status: 'failed', progress: 30, error: 'The picture could not be decoded.' },
    ]);
    await burn(user, dialog, 'Plain', true);
    expect(
      await dialog.findByText('The picture could not be decoded.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(dialog.getByRole('status')).toHaveTextContent('The video could not be made.');
    expect(dialog.queryByRole('button', { name: 'Download video' })).not.toBeInTheDocument();
  });

  it('says why a burned-in video cannot start (the video is not ready)', async () => {
    const { user, dialog } = await openVideoDialog(
      [{}],
      fail(409, 'VIDEO_NOT_READY', 'The video is not ready.'),
    );
    await burn(user, dialog, 'Standard', true);
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The video is still being prepared for the browser, or could not be: try again once it plays.',
    );
  });
});

/** The viewer of the video, its sidebar beside it; "Video with subtitles" opened. */
async function openVideoDialog(readings?: Partial<TVideoExport>[], start?: FakeResponse) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
  );
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const calls = serve({}, readings, start);
  const user = userEvent.setup();
  await openVideo();
  const aside = screen.getByRole('complementary', { name: 'Actions' });
  await user.click(within(aside).getByRole('button', { name: 'Video with subtitles' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Video with subtitles' }));
  return { calls, saved, user, dialog };
}

/** Chooses the subtitles burned in, in `look`, with the speakers' names or not, and exports. */
async function burn(
  user: ReturnType<typeof userEvent.setup>,
  dialog: ReturnType<typeof within>,
  look: string,
  speakers: boolean,
) {
  await user.click(dialog.getByRole('radio', { name: 'Burned into the picture' }));
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Look' }), look);
  const names = dialog.getByRole('checkbox', { name: 'Speaker names' });
  expect(names).toBeChecked();
  if (!speakers) await user.click(names);
  await user.click(dialog.getByRole('button', { name: 'Export' }));
}
