import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { signInThroughUi } from './helpers';
import { createFolder, newAccount, uploadFile } from './library';

const COUNT = 1000;

test('a folder of 1,000 files scrolls to its last row a page at a time, drawing only the rows on screen', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const { email, token } = await newAccount(request, 'scale');
  const folder = await createFolder(request, token, 'Archive 2025');
  // A tenth of a second of tone: the server still probes every upload with ffprobe.
  const clip = join(mkdtempSync(join(tmpdir(), 'e2e-scale-')), 'tone.wav');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=0.1',
    '-ar',
    '16000',
    clip,
  ]);
  const names = Array.from({ length: COUNT }, (_, i) => `call-${String(i + 1).padStart(4, '0')}.wav`);
  for (let start = 0; start < COUNT; start += 8)
    await Promise.all(
      names.slice(start, start + 8).map((name) => uploadFile(request, token, clip, folder, name)),
    );

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(page, email);
  // The list comes a page (100 files) at a time: every answer's size, in bytes.
  const pages: number[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname === '/api/v1/audio') pages.push((await response.body()).length);
  });
  // The page's start-up reads, sent by its early script before the app has loaded, reach the server once.
  const startUp: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/v1\/(auth\/authenticated|user\/me|folder|audio)$/.test(pathname)) startUp.push(pathname);
  });
  await page.goto(`/dashboard/?folder=${folder}`);
  // Newest first: the last upload is the first row, the first upload the last.
  await expect(page.getByRole('button', { name: 'call-1000.wav', exact: true })).toBeVisible();
  expect(startUp.sort()).toEqual([
    '/api/v1/audio',
    '/api/v1/auth/authenticated',
    '/api/v1/folder',
    '/api/v1/user/me',
  ]);
  // More pages follow, so the number of rows is not known yet.
  await expect(page.getByRole('table')).toHaveAttribute('aria-rowcount', '-1');
  expect(await page.getByRole('row').count()).toBeLessThan(60);

  // Scrolling down fetches the next page as the end of the loaded ones nears, until the last row.
  const last = page.getByRole('button', { name: 'call-0001.wav', exact: true });
  for (let step = 0; step < 120 && !(await last.isVisible()); step++) {
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(50);
  }
  await expect(last).toBeInViewport();
  await expect(page.getByRole('table')).toHaveAttribute('aria-rowcount', String(COUNT + 1));
  expect(await page.getByRole('row').count()).toBeLessThan(60);
  expect(pages).toHaveLength(COUNT / 100);
  expect(Math.max(...pages)).toBeLessThan(200 * 1024);
  await page.getByRole('checkbox', { name: 'Select call-0001.wav' }).check();
  await expect(page.getByRole('region', { name: 'Selected files' })).toContainText('1 selected');
});
