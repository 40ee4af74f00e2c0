import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, saveScreenshot, signInThroughUi } from './helpers';
import { CLIP_A, CLIP_B, completedTranscriptId, fileRow, newAccount, startTranscription } from './library';

/** Issue 44: a video file shows its poster in the list and plays in the viewer with the segments as captions. */

interface Segment {
  audio_transcript_data_segment_id: number;
  audio_transcript_data_segment_transcript: string;
  audio_transcript_data_segment_start_time: number;
}
interface Block {
  audio_transcript_data_speaker: string;
  audio_transcript_data_segment: Segment[];
}
type Spoken = Segment & { speaker: string };

/**
 * A test pattern picture with two real readings as its sound, a second's pause between them (the built-in
 * engine makes one segment of one 7 s reading): H.264/AAC in MP4 when this Chromium plays it, else VP9/Opus
 * in WebM; either plays as the 'original'.
 */
function makeVideo(h264: boolean) {
  const out = join(
    mkdtempSync(join(tmpdir(), 'e2e-video-')),
    h264 ? 'Test pattern.mp4' : 'Test pattern.webm',
  );
  const codecs = h264
    ? ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart']
    : ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-c:a', 'libopus'];
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25', '-i', CLIP_A, '-i', CLIP_B],
    ...[
      '-filter_complex',
      '[1:a]apad=pad_dur=1[a];[a][2:a]concat=n=2:v=0:a=1[s]',
      '-map',
      '0:v',
      '-map',
      '[s]',
    ],
    '-shortest',
    ...[...codecs, out],
  ]);
  return { path: out, mimeType: h264 ? 'video/mp4' : 'video/webm' };
}

async function uploadVideo(
  request: APIRequestContext,
  token: string,
  video: { path: string; mimeType: string },
) {
  const name = video.path.split('/').pop() as string;
  const response = await request.post('/api/v1/audio', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name, mimeType: video.mimeType, buffer: readFileSync(video.path) } },
  });
  expect(response.status()).toBe(201);
  return { name, audioId: (await response.json()).data.audio_id as number };
}

const posterSrc = (audioId: number) => new RegExp(`^/api/v1/audio/poster/${audioId}\\?token=`);
const naturalWidth = (image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0);
const currentTime = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);

test('a video shows its poster in the list, plays with the playing segment as its caption, and exports with its subtitles burned in', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  const h264 = await page.evaluate(
    () => document.createElement('video').canPlayType('video/mp4; codecs="avc1.42E01E"') !== '',
  );
  const account = await newAccount(request, 'video');
  const { name, audioId } = await uploadVideo(request, account.token, makeVideo(h264));
  const headers = { authorization: `Bearer ${account.token}` };
  const item = (await (await request.get(`/api/v1/audio/${audioId}`, { headers })).json()).data;
  expect(item.audio_has_video).toBe(true);
  expect(item.audio_video).toMatchObject({ playback: 'original', poster: true, width: 640, height: 360 });
  expect((await startTranscription(request, account.token, audioId)).ok()).toBe(true);
  const transcriptId = await completedTranscriptId(request, account.token, audioId);
  const transcript = await request.get(`/api/v1/audio/transcript/${transcriptId}`, { headers });
  const blocks: Block[] = (await transcript.json()).data.audio_transcript_data;
  const segments = blocks.flatMap((b) =>
    b.audio_transcript_data_segment.map((s) => ({ ...s, speaker: b.audio_transcript_data_speaker })),
  );
  expect(segments.length, 'the reading needs two segments to show the caption moving on').toBeGreaterThan(1);
  const [first, last] = [segments[0], segments[segments.length - 1]] as [Spoken, Spoken];

  // The file list: the poster frame as the row's small picture, loaded.
  await signInThroughUi(page, account.email);
  const thumbnail = fileRow(page, name).locator('img');
  await expect(thumbnail).toHaveAttribute('src', posterSrc(audioId));
  await expect.poll(() => thumbnail.evaluate(naturalWidth)).toBeGreaterThan(0);

  // The viewer: a <video> with its poster where a sound file has an <audio>.
  await fileRow(page, name).getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/transcript/${audioId}$`));
  const picture = page.getByRole('region', { name: 'Video' });
  const video = picture.locator('video');
  await expect(video).toHaveAttribute('poster', posterSrc(audioId));
  await expect(page.locator('audio')).toHaveCount(0);
  await expect(picture.getByRole('button', { name: 'Full screen with captions' })).toBeVisible();
  await expect(picture.getByRole('button', { name: 'Picture in picture' })).toBeVisible();

  // Playing: the caption is the playing segment's text, named after its speaker.
  const caption = picture.getByTestId('video-caption');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => currentTime(page)).toBeGreaterThan(first.audio_transcript_data_segment_start_time);
  await expect(caption).toHaveText(`${first.speaker}: ${first.audio_transcript_data_segment_transcript}`);
  await expect(page.locator(`[data-segment-id="${first.audio_transcript_data_segment_id}"]`)).toHaveAttribute(
    'aria-current',
    'true',
  );

  // A click on a later segment plays from there, and the caption follows.
  const later = page.locator(`[data-segment-id="${last.audio_transcript_data_segment_id}"]`);
  await later.locator('p').click();
  await expect(later).toHaveAttribute('aria-current', 'true');
  await expect(caption).toHaveText(`${last.speaker}: ${last.audio_transcript_data_segment_transcript}`);
  expect(await currentTime(page)).toBeGreaterThanOrEqual(last.audio_transcript_data_segment_start_time);
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

  // The display toggle drops the speaker's name from the caption, and brings it back.
  await page.keyboard.press('k');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  const toggle = page.getByRole('checkbox', { name: 'Speaker names in captions' });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await expect(caption).toHaveText(last.audio_transcript_data_segment_transcript);
  await expect(caption).not.toContainText(`${last.speaker}:`);
  await toggle.check();
  await expect(caption).toHaveText(`${last.speaker}: ${last.audio_transcript_data_segment_transcript}`);

  // The picture has loaded a frame: the screenshots show the test pattern under the caption.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  await expectNoAxeViolations(page);
  // Desktop, from the top: the picture at most 40% of the window high, the transcript starting in view below it.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect((await picture.boundingBox())?.height).toBeLessThanOrEqual(0.4 * 900 + 10);
  await expect(page.locator('[data-segment-id]').first()).toBeInViewport();
  await saveScreenshot(page, 'video-viewer');

  // Exported with its subtitles burned into the picture: the worker's job followed to the MP4.
  await page
    .getByRole('complementary', { name: 'Actions' })
    .getByRole('button', { name: 'Video with subtitles' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Video with subtitles' });
  await dialog.getByRole('radio', { name: 'Burned into the picture' }).check();
  await dialog.getByLabel('Look').selectOption({ label: 'Large' });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(dialog.getByText('The video is ready.')).toBeVisible({ timeout: 60_000 });
  await expectNoAxeViolations(page);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download video' }).click();
  const burned = join(mkdtempSync(join(tmpdir(), 'burned-')), (await download).suggestedFilename());
  await (await download).saveAs(burned);
  expect(burned).toMatch(/ \(subtitled\)\.mp4$/);
  const probe = execFileSync(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', burned],
    {
      encoding: 'utf8',
    },
  );
  expect(probe.trim().split('\n')).toEqual(['h264', 'aac']);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // A phone: the picture full width above the transcript, the caption still over it.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(caption).toBeVisible();
  const box = await picture.boundingBox();
  const firstRow = await page.locator('[data-segment-id]').first().boundingBox();
  expect(box && firstRow && box.y + box.height <= firstRow.y).toBe(true);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'video-viewer');
});
