import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TVideoExport } from '@transcribe/contract';
import { describe, expect, it, vi } from 'vitest';
import { type FakeResponse, fail } from '@/test/fake-api';
import { openVideo, serve } from '../testing/video-viewer';

describe('"Video with subtitles" in the viewer of a video file', () => {
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
    await user.click(dialog.getByRole('button', { name: 'Download video' }));
    await vi.waitFor(() => expect(saved).toEqual(['Demo (subtitled).mp4']));
    expect(calls.find((call) => call.path === '/api/v1/video-export/3/download')).toMatchObject({
      method: 'GET',
      authorization: 'Bearer token-1',
    });
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
