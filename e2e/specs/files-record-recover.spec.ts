import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { CLIP_A, CLIP_A_WORDS, fakeMicrophone, LIBRIVOX, openRecorder } from './library';

/** Two readings with a pause between: the first is sent while recording, the second only after the reload. */
const SECOND_CLIP = join(LIBRIVOX, 'sense_and_sensibility_01_austen_64kb-0920.wav');
const SECOND_WORDS =
  'had he married a more amiable woman he might have been made still more respectable than he was';
const MICROPHONE = join(mkdtempSync(join(tmpdir(), 'e2e-microphone-')), 'two-readings.wav');
execFileSync('ffmpeg', [
  '-v',
  'error',
  '-i',
  CLIP_A,
  '-i',
  SECOND_CLIP,
  '-filter_complex',
  '[0:a]apad=pad_dur=1[a];[a][1:a]concat=n=2:v=0:a=1,apad=pad_dur=6',
  '-ar',
  '16000',
  '-ac',
  '1',
  MICROPHONE,
]);

test.use(fakeMicrophone(MICROPHONE));

const longWords = (text: string) => [...new Set(text.split(' '))].filter((word) => word.length > 3);

async function transcriptWords(request: APIRequestContext, token: string): Promise<Set<string>> {
  const headers = { authorization: `Bearer ${token}` };
  const [item] = (await (await request.get('/api/v1/audio', { headers })).json()).data;
  const id = item.audio_transcript[0].audio_transcript_id;
  const transcript = await (await request.get(`/api/v1/audio/transcript/${id}`, { headers })).json();
  const text = JSON.stringify(transcript.data.audio_transcript_data).toLowerCase();
  return new Set(text.split(/[^a-z]+/));
}

test('a recording shows a live draft, survives a reload with the network gone, and is sent whole when recovered', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const { token, modal } = await openRecorder(page, request, 'recover');

  // Words of the first reading show while it is being recorded, before any Stop.
  const draft = modal.getByRole('region', { name: 'Live draft' });
  const firstWords = longWords(CLIP_A_WORDS);
  await expect(async () => {
    const shown = ((await draft.textContent()) ?? '').toLowerCase();
    expect(firstWords.some((word) => shown.includes(word))).toBe(true);
  }).toPass({ timeout: 30_000 });
  console.log(`live draft before Stop: ${await draft.locator('p').textContent()}`);

  // The network to the uploads goes away after the first reading; the recording goes on in IndexedDB.
  await expect(modal.getByText('00:08')).toBeVisible({ timeout: 15_000 });
  await page.route('**/api/v1/uploads/**', (route) => route.abort('internetdisconnected'));
  await expect(modal.getByText('00:15')).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await page.unroute('**/api/v1/uploads/**');

  const offer = page.getByRole('status').filter({ hasText: /Recovered recording \(0:1\d\)/ });
  await expect(offer).toBeVisible({ timeout: 15_000 });
  await offer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Recording sent for transcription!')).toBeVisible({ timeout: 30_000 });
  await expect(offer).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: /Recording .+\.webm/ });
  await expect(row).toContainText('Completed', { timeout: 60_000 });
  const heard = await transcriptWords(request, token);
  const before = firstWords.filter((word) => heard.has(word));
  const after = longWords(SECOND_WORDS).filter((word) => heard.has(word));
  console.log(`recovered recording: sent live ${before.join(' ')} | from IndexedDB ${after.join(' ')}`);
  expect(before.length).toBeGreaterThanOrEqual(2);
  expect(after.length).toBeGreaterThanOrEqual(2);

  // Nothing is offered again once it was sent.
  await page.reload();
  await expect(row).toBeVisible();
  await expect(page.getByText(/Recovered recording/)).toBeHidden();

  // The requests the test cut off are the only errors the page logged.
  const unexpected = consoleErrors.filter((error) => !/net::ERR_INTERNET_DISCONNECTED/.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});
