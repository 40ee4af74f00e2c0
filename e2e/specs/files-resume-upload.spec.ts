import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, saveScreenshot, signInThroughUi } from './helpers';
import { CLIP_A, completedTranscriptId, fileRow, newAccount } from './library';

const NAME = 'long-interview.wav';
/** The app sends 5 MiB per PATCH; the cut falls after the first one is acknowledged. */
const CHUNK = 5 * 1024 * 1024;

/** Real speech followed by five minutes of silence: about 9.8 MB that transcribes in seconds. */
function longRecording(): string {
  const out = join(mkdtempSync(join(tmpdir(), 'e2e-resume-')), NAME);
  execFileSync('ffmpeg', ['-v', 'error', '-i', CLIP_A, '-af', 'apad=pad_dur=300', '-c:a', 'pcm_s16le', out]);
  return out;
}

/** Every percent the upload dialog shows for a file while it uploads, in order. */
async function recordPercents(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { percents: number[] }).percents = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label^="Uploading"]');
      const value = Number(bar?.getAttribute('aria-valuenow') ?? Number.NaN);
      if (!Number.isNaN(value) && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { percents: number[] }).percents);
}

test('an upload cut mid-way is offered after a reload and continues from the server offset with the same file', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const source = longRecording();
  const bytes = readFileSync(source);
  const { email, token } = await newAccount(request, 'resume');
  await signInThroughUi(page, email);

  // A slow line (about 1.5 MB/s up), so the first chunk takes a few seconds and shows its progress.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const slow = { offline: false, latency: 20, downloadThroughput: 10_000_000, uploadThroughput: 1_500_000 };
  await cdp.send('Network.emulateNetworkConditions', slow);

  // The network goes away once the first chunk is in: every later request to the upload fails.
  let cut: () => void = () => undefined;
  const wasCut = new Promise<void>((resolve) => {
    cut = resolve;
  });
  let patches = 0;
  await page.route('**/api/v1/uploads/**', async (route) => {
    if (route.request().method() === 'PATCH') patches += 1;
    if (patches < 2) return route.continue();
    cut();
    return route.abort('internetdisconnected');
  });

  await page.getByRole('button', { name: 'Transcribe Files' }).first().click();
  let modal = page.getByRole('dialog', { name: 'Transcribe' });
  await modal.getByLabel('Choose audio or video files').setInputFiles(source);
  const firstPercents = await recordPercents(page);
  await modal.getByRole('button', { name: 'Transcribe', exact: true }).click();
  await wasCut;
  const before = (await firstPercents()).at(-1) ?? 0;
  expect(before).toBeGreaterThanOrEqual(45);
  expect(before).toBeLessThan(100);

  // The server holds the first chunk.
  const stored = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('tus::'))
      .map((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as { uploadUrl: string }),
  );
  expect(stored).toHaveLength(1);
  const uploadUrl = stored[0]?.uploadUrl as string;
  const head = await request.head(uploadUrl, {
    headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' },
  });
  expect(head.status()).toBe(200);
  const serverOffset = Number(head.headers()['upload-offset']);
  expect(serverOffset).toBe(CHUNK);

  // The tab is reloaded with the network back; the dialog offers the upload with the server's percent.
  await page.unroute('**/api/v1/uploads/**');
  await page.reload();
  await page.getByRole('button', { name: 'Transcribe Files' }).first().click();
  modal = page.getByRole('dialog', { name: 'Transcribe' });
  const percent = Math.floor((serverOffset / bytes.length) * 100);
  const offered = modal.getByRole('region', { name: 'Unfinished uploads' });
  await expect(offered.getByText(`Unfinished upload: ${NAME} (${percent}%)`)).toBeVisible();
  await expect(offered).toContainText('the browser cannot reopen the file by itself');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'upload-unfinished');

  // The same file again: it continues from there, not from 0.
  const resumed: Array<{ method: string; offset: string | undefined }> = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/v1/uploads'))
      resumed.push({ method: sent.method(), offset: sent.headers()['upload-offset'] });
  });
  await modal.getByLabel('Choose audio or video files').setInputFiles(source);
  await expect(offered).toBeHidden();
  await expect(modal.getByRole('listitem').filter({ hasText: NAME })).toContainText(
    `Continues from ${percent}%`,
  );
  const percents = await recordPercents(page);
  await modal.getByRole('button', { name: 'Transcribe', exact: true }).click();
  await expect(page.getByText('Upload of 1 file(s) complete. Starting transcription...')).toBeVisible({
    timeout: 60_000,
  });
  await expect(modal).toBeHidden();
  const shown = await percents();
  expect(shown.length).toBeGreaterThan(0);
  expect(Math.min(...shown)).toBeGreaterThanOrEqual(before);
  expect(resumed.map((r) => r.method)).not.toContain('POST');
  expect(resumed.find((r) => r.method === 'PATCH')?.offset).toBe(String(CHUNK));

  // The file is whole on the server, byte for byte, and transcribes.
  await expect(fileRow(page, NAME)).toBeVisible();
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await request.get('/api/v1/audio', { headers })).json()).data as Array<{
    audio_id: number;
    audio_file: { file_name: string };
  }>;
  const item = list.find((entry) => entry.audio_file.file_name === NAME);
  expect(item).toBeDefined();
  const download = await request.get(`/api/v1/audio/download/${item?.audio_id}`, { headers });
  expect(Buffer.compare(await download.body(), bytes)).toBe(0);
  await completedTranscriptId(request, token, item?.audio_id as number);
  await expect(fileRow(page, NAME)).toContainText('Completed', { timeout: 60_000 });
  expect(await page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('tus::')))).toBe(
    false,
  );

  // Requests cut on purpose are the only errors the console may have logged.
  const unexpected = consoleErrors.filter((error) => !/net::ERR_INTERNET_DISCONNECTED/.test(error));
  consoleErrors.length = 0;
  consoleErrors.push(...unexpected);
});
