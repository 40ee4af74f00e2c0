import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { signInThroughUi } from './helpers';
import { createFolder, newAccount, uploadFile } from './library';

const COUNT = 1000;

test('a folder of 1,000 files scrolls to its last row, drawing only the rows on screen', async ({
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
  await page.goto(`/dashboard/?folder=${folder}`);
  // Newest first: the last upload is the first row, the first upload the last.
  await expect(page.getByRole('button', { name: 'call-1000.wav', exact: true })).toBeVisible();
  await expect(page.getByRole('table')).toHaveAttribute('aria-rowcount', String(COUNT + 1));
  expect(await page.getByRole('row').count()).toBeLessThan(60);

  const last = page.getByRole('button', { name: 'call-0001.wav', exact: true });
  const atBottom = () =>
    page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
  for (let step = 0; step < 60 && !(await atBottom()); step++) {
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(50);
  }
  await expect(last).toBeInViewport();
  expect(await page.getByRole('row').count()).toBeLessThan(60);
  await page.getByRole('checkbox', { name: 'Select call-0001.wav' }).check();
  await expect(page.getByRole('region', { name: 'Selected files' })).toContainText('1 selected');
});
