import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAudioItem } from '@transcribe/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTranscript, makeVideoItem } from '@/test/audio-items';
import { fakeApi, makeUser } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { block, segment, transcriptData } from '../testing/viewer-fixture';
import { TranscriptPage } from './transcript-page';

const DATA = transcriptData([
  block(1, 'Ana', [segment(1, 'Welcome to the demo', 4)]),
  block(2, 'Ben', [segment(2, 'Thanks for having me', 8)]),
]);

function serve(video: Partial<NonNullable<TAudioItem['audio_video']>> = {}) {
  localStorage.setItem('accessToken', 'token-1');
  const item = makeVideoItem(5, 'Demo.mp4', [makeTranscript(11, 'completed', 100)], video);
  return fakeApi(({ path }) => {
    if (path === '/api/v1/audio/transcript/export/11/video')
      return {
        json: 'video bytes',
        headers: { 'content-disposition': 'attachment; filename="Demo (subtitles).mp4"' },
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

  it('exports the video with its transcript as a subtitle track from the sidebar', async () => {
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
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const calls = serve();
    const user = userEvent.setup();
    await openVideo();
    const aside = screen.getByRole('complementary', { name: 'Actions' });
    await user.click(within(aside).getByRole('button', { name: 'Video with subtitles' }));
    expect(await screen.findByText('Preparing Video with subtitles export...')).toBeInTheDocument();
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(calls.filter((call) => call.path.endsWith('/video'))).toEqual([
      expect.objectContaining({ method: 'POST', body: { audio_transcript_export_speakers: true } }),
    ]);
  });
});
