import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { saveScreenshot } from './helpers';
import { CLIP_A, CLIP_A_WORDS, CLIP_B, openRecorder } from './library';

const CLIP_B_WORDS = 'unless to be rather cold hearted and rather selfish is to be ill disposed';
const longWords = (text: string) => [...new Set(text.split(' '))].filter((word) => word.length > 3);

/**
 * A real tab capture, headless: Chromium picks the tab titled "Meeting" itself
 * (--auto-select-tab-capture-source-by-title stands in for the OS picker) and hands its real sound, a
 * reading played there, to the app's getDisplayMedia; the microphone is Chromium's fake device playing
 * another reading. Playwright mutes Chromium's audio by default, and a muted tab is captured as silence,
 * so --mute-audio is left out. Without --use-fake-ui-for-media-stream (which makes the tab capture fail),
 * the microphone is allowed through the context's permissions.
 */
test.use({
  permissions: ['microphone'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    ignoreDefaultArgs: ['--mute-audio'],
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${CLIP_A}`,
      '--auto-select-tab-capture-source-by-title=Meeting',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

test('record a tab with the microphone: the live draft, then a transcript with two speakers, Me and Them, from two channels', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // The "meeting": another tab playing a reading, as a call's other side would.
  const meeting = await page.context().newPage();
  await meeting.route('http://meeting.test/**', (route) =>
    route.request().url().endsWith('.wav')
      ? route.fulfill({ contentType: 'audio/wav', body: readFileSync(CLIP_B) })
      : route.fulfill({
          contentType: 'text/html',
          body: '<title>Meeting</title><audio src="/them.wav" autoplay loop></audio>',
        }),
  );
  await meeting.goto('http://meeting.test/');
  await expect
    .poll(() => meeting.evaluate(() => document.querySelector('audio')?.currentTime ?? 0))
    .toBeGreaterThan(0);

  const { token, modal } = await openRecorder(page, request, 'record-tab');
  const picker = modal.getByRole('group', { name: 'Record from' });
  await expect(picker).toContainText('Firefox and Safari share no sound.');
  await picker.getByText('Tab or screen + microphone').click();
  await expect(picker).toContainText('the transcript has two speakers, Me and Them');
  await expect(modal.getByText('Recording', { exact: true })).toBeVisible();

  // Words show while recording, from the mixed sound of the tab and the microphone.
  const draft = modal.getByRole('region', { name: 'Live draft' });
  const spoken = longWords(`${CLIP_A_WORDS} ${CLIP_B_WORDS}`);
  await expect(async () => {
    const shown = ((await draft.textContent()) ?? '').toLowerCase();
    expect(spoken.some((word) => shown.includes(word))).toBe(true);
  }).toPass({ timeout: 30_000 });
  console.log(`live draft of the tab and the microphone: ${await draft.locator('p').textContent()}`);
  await saveScreenshot(page, 'record-tab-and-microphone');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'record-tab-and-microphone');
  await page.setViewportSize({ width: 1440, height: 900 });

  await modal.getByRole('button', { name: 'Stop & Transcribe' }).click();
  await expect(page.getByText('Recording sent for transcription!')).toBeVisible({ timeout: 20_000 });
  const row = page.getByRole('row').filter({ hasText: /Recording .+\.webm/ });
  await expect(row).toContainText('Completed', { timeout: 60_000 });

  // Stored as the browser recorded it: two channels, the microphone left and the tab right.
  const headers = { authorization: `Bearer ${token}` };
  const [item] = (await (await request.get('/api/v1/audio', { headers })).json()).data;
  const media = join(mkdtempSync(join(tmpdir(), 'e2e-tab-')), 'recording.webm');
  writeFileSync(
    media,
    await (await request.get(`/api/v1/audio/download/${item.audio_id}`, { headers })).body(),
  );
  const channels = execFileSync('ffprobe', [
    ...['-v', 'error', '-select_streams', 'a:0', '-show_entries', 'stream=channels', '-of', 'csv=p=0', media],
  ]);
  expect(channels.toString().trim()).toBe('2');

  // One speaker a channel, named as the dialog said: the microphone's reading is Me's, the tab's Them's.
  const id = item.audio_transcript[0].audio_transcript_id;
  const transcript = (await (await request.get(`/api/v1/audio/transcript/${id}`, { headers })).json()).data;
  const said = new Map<string, Set<string>>();
  for (const block of transcript.audio_transcript_data as Array<{
    audio_transcript_data_speaker: string;
    audio_transcript_data_segment: Array<{ audio_transcript_data_segment_transcript: string }>;
  }>) {
    const words = said.get(block.audio_transcript_data_speaker) ?? new Set<string>();
    for (const segment of block.audio_transcript_data_segment)
      for (const word of segment.audio_transcript_data_segment_transcript.toLowerCase().split(/[^a-z]+/))
        words.add(word);
    said.set(block.audio_transcript_data_speaker, words);
  }
  console.log([...said].map(([speaker, words]) => `${speaker}: ${[...words].join(' ')}`).join('\n'));
  expect([...said.keys()].sort()).toEqual(['Me', 'Them']);
  expect(longWords(CLIP_A_WORDS).filter((word) => said.get('Me')?.has(word)).length).toBeGreaterThan(2);
  expect(longWords(CLIP_B_WORDS).filter((word) => said.get('Them')?.has(word)).length).toBeGreaterThan(1);
});
