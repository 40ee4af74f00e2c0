import { expect, test } from './fixtures';
import { saveScreenshot, signInThroughUi } from './helpers';
import { CLIP_A, CLIP_A_WORDS, fakeMicrophone, newAccount, openRecorder } from './library';

// Chromium's fake microphone plays a real reading; permission is granted without a prompt.
test.use(fakeMicrophone(CLIP_A));

test('record from the microphone: waveform, timer, pause, then the recording is transcribed to the words spoken', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, modal } = await openRecorder(page, request, 'record');
  const canvas = modal.getByRole('img', { name: 'Live waveform of the microphone' });
  await expect(canvas).toHaveAttribute('width', '500');
  await expect(canvas).toHaveAttribute('height', '100');
  await expect(modal.getByText('00:02')).toBeVisible({ timeout: 5000 });
  // Re-record starts afresh: the timer from zero, the first take discarded (its upload too).
  await modal.getByRole('button', { name: 'Re-record' }).click();
  await expect(modal.getByText('00:00')).toBeVisible();
  await expect(modal.getByText('00:02')).toBeVisible({ timeout: 5000 });
  await modal.getByRole('button', { name: 'Pause' }).click();
  await expect(modal.getByText('Paused', { exact: true })).toBeVisible();
  const paused = await modal.getByText(/^\d\d:\d\d$/).textContent();
  await page.waitForTimeout(1500);
  await expect(modal.getByText(/^\d\d:\d\d$/)).toHaveText(paused ?? '');
  await modal.getByRole('button', { name: 'Resume' }).click();
  await expect(modal.getByText('00:07')).toBeVisible({ timeout: 10_000 });
  await saveScreenshot(page, 'record-modal');
  await modal.getByRole('button', { name: 'Stop & Transcribe' }).click();
  await expect(page.getByText('Recording sent for transcription!')).toBeVisible({ timeout: 20_000 });
  await expect(modal).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: /Recording .+\.webm/ });
  await expect(row).toContainText('Completed', { timeout: 60_000 });

  // The words of the reading come back from the server's speech pipeline.
  const headers = { authorization: `Bearer ${token}` };
  const items = (await (await request.get('/api/v1/audio', { headers })).json()).data;
  expect(items).toHaveLength(1);
  const [item] = items;
  // Named by when it began, in the reader's locale: "Recording Nov 28, 2026, 9.45 AM.webm".
  expect(item.audio_file.file_name).toMatch(/^Recording \w{3} \d{1,2}, \d{4}, \d{1,2}\.\d{2}\s[AP]M\.webm$/);
  expect(item.audio_mime_type).toMatch(/webm/);
  const transcriptId = item.audio_transcript[0].audio_transcript_id;
  const transcript = await (
    await request.get(`/api/v1/audio/transcript/${transcriptId}`, { headers })
  ).json();
  const heard = new Set<string>(
    transcript.data.audio_transcript_data
      .flatMap(
        (block: {
          audio_transcript_data_segment: Array<{ audio_transcript_data_segment_transcript: string }>;
        }) => block.audio_transcript_data_segment.map((s) => s.audio_transcript_data_segment_transcript),
      )
      .join(' ')
      .toLowerCase()
      .split(/\W+/),
  );
  const spoken = [...new Set(CLIP_A_WORDS.split(' '))].filter((word) => word.length > 3);
  const recognised = spoken.filter((word) => heard.has(word));
  console.log(
    `recording: ${recognised.length} of ${spoken.length} longer words recognised: ${recognised.join(' ')}`,
  );
  expect(recognised.length).toBeGreaterThanOrEqual(Math.ceil(spoken.length / 3));
});

test('a denied microphone says so', async ({ browser, request }) => {
  const { email } = await newAccount(request, 'denied');
  const context = await browser.newContext({ permissions: [] });
  const page = await context.newPage();
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await signInThroughUi(page, email);
  await page.getByRole('button', { name: 'Record audio' }).click();
  await expect(
    page.getByText('Microphone access denied. Please allow microphone permissions in your browser settings.'),
  ).toBeVisible();
  await context.close();
});
