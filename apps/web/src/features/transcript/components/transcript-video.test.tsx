import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openVideo, openViewer, serve } from '../testing/video-viewer';

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
});
