import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, saveScreenshot, signInThroughUi } from './helpers';
import { CLIP_A, fileRow, newAccount } from './library';

const ALLISON = '/usr/share/asterisk/sounds/en_US_f_Allison';
const dir = mkdtempSync(join(tmpdir(), 'e2e-tracks-'));

/**
 * A track as a person's own microphone records it: silence until they speak at `at` seconds, then their
 * words, then silence to the end of the 25 s conversation.
 */
function track(name: string, source: string, at: number): string {
  const path = join(dir, name);
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-i', source],
    ...['-af', `aresample=16000,aformat=channel_layouts=mono,adelay=${at * 1000},apad=whole_dur=25`],
    path,
  ]);
  return path;
}

test('three tracks of one conversation become one recording: three speakers by their files’ names, who spoke how much, and where a saved voice speaks', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tracks = [
    track('Ada.wav', CLIP_A, 0),
    track('Grace.wav', join(ALLISON, 'vm-instructions.wav'), 8),
    track('Ren.wav', join(ALLISON, 'vm-review.wav'), 16),
  ];
  const { email } = await newAccount(request, 'tracks');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(page, email);

  await page.getByRole('button', { name: 'Transcribe Files' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Transcribe' });
  await modal.getByLabel('Choose audio or video files').setInputFiles(tracks);
  await expect(modal.getByRole('listitem')).toHaveCount(3);
  await modal.getByLabel(/These files are tracks of one recording/).check();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'tracks-upload');
  await modal.getByRole('button', { name: 'Transcribe', exact: true }).click();
  await expect(modal).toBeHidden();
  const row = fileRow(page, 'Ada (tracks).flac');
  await expect(row).toContainText('Completed', { timeout: 120_000 });
  // The tracks' own files went into the one recording.
  await expect(fileRow(page, 'Ada.wav')).toHaveCount(0);

  await page.getByRole('button', { name: 'Ada (tracks).flac', exact: true }).click();
  const transcript = page.getByRole('region', { name: 'Transcript' });
  await expect(transcript.getByRole('heading', { level: 2 })).toHaveText(['Ada', 'Grace', 'Ren']);
  // The browser plays the recording its channels make together.
  await expect
    .poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.duration))
    .toBeGreaterThan(24);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'tracks-viewer');

  // Who spoke how much, by name.
  const sidebar = page.getByRole('complementary', { name: 'Actions' });
  await sidebar.getByRole('button', { name: 'View Analytics' }).click();
  const speakers = page.getByRole('region', { name: 'Speakers' });
  for (const name of ['Ada', 'Grace', 'Ren'])
    await expect(speakers.getByRole('rowheader', { name })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'tracks-speakers', { fullPage: true });

  // Ada's voice saved from her track; her profile says where she speaks and how much.
  await page.getByRole('tab', { name: 'Transcription' }).click();
  await page.getByRole('button', { name: 'Save the voice of Ada' }).click();
  await expect(page.getByText(/^Voice of Ada saved/)).toBeVisible({ timeout: 30_000 });
  await page.goto('/dashboard/profile');
  await page.getByRole('tab', { name: 'Voice profiles' }).click();
  const where = page.locator('details', { hasText: 'Where Ada speaks' });
  await where.getByText('Where Ada speaks').click();
  await expect(where.getByText(/^Speaks in 1 file, 0:\d\d in all\.$/)).toBeVisible();
  await expect(where.getByRole('link', { name: 'Ada (tracks).flac' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'tracks-voice');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Ada (tracks).flac', exact: true }).click();
  await expect(transcript.getByRole('heading', { level: 2 })).toHaveText(['Ada', 'Grace', 'Ren']);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'tracks-viewer');
});
