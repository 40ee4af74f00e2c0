import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { signInThroughUi } from './helpers';
import {
  CLIP_B,
  createFolder,
  fileAction,
  fileRow,
  longSpeech,
  newAccount,
  startTranscription,
  uploadFile,
} from './library';

/** The file the server stored last: the upload this test just made (the specs run one at a time). */
function newestStoredFile(): string {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'media');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  return files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0] as string;
}

const speechProcesses = () => {
  try {
    return execFileSync('pgrep', ['-f', 'pocketsphinx_continuous'], { encoding: 'utf8' }).trim();
  } catch {
    return ''; // pgrep exits 1 when nothing matches
  }
};

test('cancel a running transcription, retry a failed one, transcribe a file again, then meet the daily limit', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { email, token } = await newAccount(request, 'control');
  const folder = await createFolder(request, token, 'Control');

  // A file whose stored bytes are damaged after upload: its transcription fails.
  const damagedId = await uploadFile(request, token, CLIP_B, folder, 'damaged.wav');
  const stored = newestStoredFile();
  const original = readFileSync(stored);
  writeFileSync(stored, Buffer.alloc(original.length, 7));
  expect((await startTranscription(request, token, damagedId)).status()).toBe(201);
  // A long reading, still running when it is cancelled.
  const longId = await uploadFile(request, token, longSpeech(4), folder, 'long reading.wav');
  expect((await startTranscription(request, token, longId)).status()).toBe(201);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(page, email);
  await page.goto(`/dashboard/?folder=${folder}`);

  await expect(fileRow(page, 'long reading.wav').getByRole('progressbar')).toBeVisible({ timeout: 60_000 });
  await fileAction(page, 'long reading.wav', 'Cancel transcription');
  await expect(page.getByText('Transcription of long reading.wav cancelled.')).toBeVisible();
  await expect(fileRow(page, 'long reading.wav')).toContainText('Cancelled');
  await expect.poll(speechProcesses, { timeout: 10_000 }).toBe('');

  await expect(fileRow(page, 'damaged.wav')).toContainText('Failed', { timeout: 60_000 });
  await fileRow(page, 'damaged.wav').getByRole('button', { name: 'damaged.wav', exact: true }).click();
  await expect(page.getByText('The transcription of damaged.wav failed.')).toBeVisible();
  writeFileSync(stored, original);
  await fileAction(page, 'damaged.wav', 'Retry transcription');
  await expect(page.getByText('Transcription of damaged.wav queued again.')).toBeVisible();
  await expect(fileRow(page, 'damaged.wav')).toContainText('Completed', { timeout: 60_000 });
  await expect(fileRow(page, 'long reading.wav')).toContainText('Cancelled');

  // Transcribe again with two speakers: the new transcript is the one the list shows.
  await fileAction(page, 'damaged.wav', 'Transcribe again');
  const again = page.getByRole('dialog', { name: 'Transcribe damaged.wav again' });
  await again.getByRole('button', { name: 'Speaker recognition' }).click();
  await again.getByLabel('Recognise different speakers').check();
  await expect(again.getByLabel('Number of speakers')).toHaveValue('2');
  await again.getByRole('button', { name: 'Start transcription' }).click();
  await expect(again).toBeHidden();
  await expect(fileRow(page, 'damaged.wav')).toContainText('Completed', { timeout: 60_000 });
  const listed = await (
    await request.get(`/api/v1/audio/${damagedId}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(listed.data.audio_transcript).toHaveLength(2);
  expect(listed.data.audio_transcript[0].audio_transcript_num_speakers).toBeGreaterThanOrEqual(1);
  expect(listed.data.audio_transcript[0].audio_transcript_id).toBeGreaterThan(
    listed.data.audio_transcript[1].audio_transcript_id,
  );

  // Three transcriptions today: upload and record show the Free limit.
  await expect(page.getByText('3 of 3 Transcriptions Used')).toBeVisible();
  await page.getByRole('button', { name: 'Transcribe Files' }).first().click();
  const upload = page.getByRole('dialog', { name: 'Transcribe' });
  await expect(upload.getByText('You have reached the Free Plan limit')).toBeVisible();
  await expect(upload.getByLabel('Language')).toHaveCount(0);
  await upload.getByRole('button', { name: 'Become Premium' }).click();
  await expect(page.getByText('Premium feature is not yet implemented.')).toBeVisible();
  await upload.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Record audio' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Record audio' }).getByText('You have reached the Free Plan limit'),
  ).toBeVisible();
});
