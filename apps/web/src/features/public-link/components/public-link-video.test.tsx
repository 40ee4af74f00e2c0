import { act, fireEvent, screen } from '@testing-library/react';
import type { TSharedTranscript } from '@transcribe/contract';
import { describe, expect, it, vi } from 'vitest';
import { fail, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { PublicLinkPage } from './public-link-page';

const TOKEN = 'Q2hlZXNlIGlzIGdvb2QgZm9yIHlvdQ';

const shared = (video: TSharedTranscript['share_video']): TSharedTranscript => ({
  share_audio_name: 'Demo.mp4',
  share_duration: 40,
  share_start: 0,
  share_end: 40,
  share_is_clip: false,
  share_allow_export: false,
  share_expires_at: null,
  share_language_iso_code: 'en',
  share_num_speakers: 1,
  share_transcript_data: [
    {
      audio_transcript_data_id: 1,
      audio_transcript_data_speaker: 'Ana',
      audio_transcript_data_segment: [
        {
          audio_transcript_data_segment_id: 1,
          audio_transcript_data_segment_transcript: 'Welcome to the demo',
          audio_transcript_data_segment_start_time: 4,
          audio_transcript_data_segment_end_time: 7,
          audio_transcript_data_segment_verified: false,
          audio_transcript_data_segment_sa: null,
          audio_transcript_data_segment_words: [],
        },
      ],
    },
  ],
  share_video: video,
});

async function openLink(data: TSharedTranscript) {
  fakeApi((request) =>
    request.path === `/api/v1/share/${TOKEN}`
      ? { json: { success: true, data } }
      : fail(401, 'UNAUTHENTICATED', 'Sign in.'),
  );
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  renderApp(<PublicLinkPage />, { route: `/s/${TOKEN}`, path: '/s/:token' });
  await screen.findByRole('heading', { level: 1, name: 'Demo.mp4' });
}

const VIDEO = { playback: 'copy', progress: 100, poster: true, width: 1280, height: 720 } as const;

describe('a share link to a video file', () => {
  it('plays the picture from the link, with its poster and the playing segment over it', async () => {
    await openLink(shared(VIDEO));
    await screen.findByRole('region', { name: 'Video' });
    const video = await vi.waitFor(() => {
      const element = document.querySelector('video');
      if (!element) throw new Error('no video yet');
      return element;
    });
    expect(video.getAttribute('src')).toBe(`/api/v1/share/${TOKEN}/audio`);
    expect(video.getAttribute('poster')).toBe(`/api/v1/share/${TOKEN}/poster`);
    expect(document.querySelector('audio')).toBeNull();
    act(() => {
      video.currentTime = 5;
      fireEvent(video, new Event('timeupdate'));
    });
    expect(screen.getByTestId('video-caption')).toHaveTextContent('Ana: Welcome to the demo');
  });

  it('plays the sound alone while the picture is prepared', async () => {
    await openLink(shared({ ...VIDEO, playback: 'preparing', progress: 10 }));
    expect(await screen.findByText('Preparing the video for the browser… 10%')).toBeInTheDocument();
    expect(document.querySelector('audio')).toHaveAttribute('src', `/api/v1/share/${TOKEN}/audio`);
  });

  it('shows no picture for a sound-only link', async () => {
    await openLink(shared(null));
    expect(screen.queryByRole('region', { name: 'Video' })).toBeNull();
    expect(document.querySelector('video')).toBeNull();
    expect(document.querySelector('audio')).toHaveAttribute('src', `/api/v1/share/${TOKEN}/audio`);
  });
});
