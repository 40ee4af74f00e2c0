import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAudioItem, makeTranscript, makeVideoItem } from '@/test/audio-items';
import { renderApp } from '@/test/render';
import { libraryServer } from '../testing/library-server';
import { FileListPage } from './file-list-page';

const transcripts = (id: number) => [makeTranscript(id + 10, 'completed', 100)];

describe('video files in the file list', () => {
  it('shows a video file its poster as a small decorative picture, loaded lazily, else the icon', async () => {
    libraryServer([
      makeVideoItem(1, 'demo.mp4', transcripts(1)),
      makeVideoItem(2, 'screen.webm', transcripts(2), { poster: false }),
      makeAudioItem(3, 'call.wav', 1, transcripts(3)),
    ]);
    renderApp(<FileListPage title={<h1>Recent Files</h1>} />, { route: '/dashboard/' });
    await screen.findAllByText('demo.mp4');
    const posters = Array.from(document.querySelectorAll('img'));
    expect(posters.length).toBeGreaterThan(0);
    for (const poster of posters) {
      // The signed-in token in the address, as the stream's: an <img> sends no header.
      expect(poster.getAttribute('src')).toBe(
        `/api/v1/audio/poster/1?token=${localStorage.getItem('accessToken')}`,
      );
      expect(poster).toHaveAttribute('alt', '');
      expect(poster).toHaveAttribute('loading', 'lazy');
    }
    // The name beside it tells the file; the picture adds nothing for a screen reader.
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('falls back to the icon when the poster does not load', async () => {
    libraryServer([makeVideoItem(1, 'demo.mp4', transcripts(1))]);
    renderApp(<FileListPage title={<h1>Recent Files</h1>} />, { route: '/dashboard/' });
    await screen.findAllByText('demo.mp4');
    for (const poster of Array.from(document.querySelectorAll('img'))) fireEvent.error(poster);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('svg.lucide-file-video, svg.lucide-file-video-camera')).not.toBeNull();
  });
});
