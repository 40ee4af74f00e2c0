import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, PASSWORD, saveScreenshot, signInThroughUi } from './helpers';
import { CLIP_B, newAccount, startTranscription, uploadFile } from './library';
import { ADMIN } from './owner';

/** The file the server stored last: the upload this test just made (the specs run one at a time). */
function newestStoredFile(): string {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'media');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  return files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0] as string;
}

/** The newest transcript's status of a file, as its owner sees it. */
async function transcriptStatus(request: APIRequestContext, token: string, audioId: number) {
  const headers = { authorization: `Bearer ${token}` };
  const item = (await (await request.get(`/api/v1/audio/${audioId}`, { headers })).json()).data;
  return item.audio_transcript[0]?.audio_transcript_status as string | undefined;
}

test('an administrator finds a user, changes their plan, retries a failed transcription and reads the audit log', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const created = await request.post('/api/v1/user', {
    data: { user_email: ADMIN, user_password: PASSWORD },
  });
  expect([201, 409]).toContain(created.status());
  // A second user, whose file's stored bytes are damaged after upload: its transcription fails.
  const { email, token } = await newAccount(request, 'managed');
  const audioId = await uploadFile(request, token, CLIP_B, undefined, 'admin-broken.wav');
  const stored = newestStoredFile();
  const original = readFileSync(stored);
  writeFileSync(stored, Buffer.alloc(original.length, 7));
  expect((await startTranscription(request, token, audioId)).status()).toBe(201);
  await expect
    .poll(() => transcriptStatus(request, token, audioId), { timeout: 60_000, intervals: [500] })
    .toBe('failed');

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(page, ADMIN);
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Administration' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();

  // Users: found by a search, their plan changed.
  await page.getByLabel('Search users').fill(email);
  await expect(page.getByText(`1 account matches “${email}”`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('1 file');
  await row.getByRole('combobox', { name: `Plan of ${email}` }).selectOption('Premium');
  await expect(page.getByText(`${email} is now on the Premium plan.`)).toBeVisible();
  const me = await request.get('/api/v1/user/me', { headers: { authorization: `Bearer ${token}` } });
  expect((await me.json()).data.user_plan.user_plan_name).toBe('premium');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'admin-users');

  // Queue: the failed job with its owner and message; Retry (the file mended) runs it again.
  await page.getByRole('tab', { name: 'Queue' }).click();
  const job = page.getByRole('listitem').filter({ hasText: 'admin-broken.wav' });
  await expect(job).toContainText(`by ${email}`);
  await expect(job).toContainText('Failed');
  await expect(job).toContainText('Error:');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'admin-queue');
  writeFileSync(stored, original);
  await job.getByRole('button', { name: 'Retry admin-broken.wav' }).click();
  await expect(page.getByText('Transcription of admin-broken.wav queued again.')).toBeVisible();
  await expect
    .poll(() => transcriptStatus(request, token, audioId), { timeout: 120_000, intervals: [1000] })
    .toBe('completed');

  // System: totals, models, transcriptions per day.
  await page.getByRole('tab', { name: 'System' }).click();
  await expect(page.getByRole('heading', { name: 'Engines and models' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Transcriptions per day' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Audit log: both actions, newest first.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  const entries = page.getByRole('list', { name: 'Audit log entries' }).getByRole('listitem');
  await expect(entries.first()).toContainText('Transcription retried');
  await expect(entries.filter({ hasText: 'Account changed' }).filter({ hasText: email })).toHaveCount(1);
  await expect(entries.first()).toContainText(`by ${ADMIN}`);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'admin-audit');

  // A phone's width: the same console, nothing cut off.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'admin-users');
  await page.getByRole('tab', { name: 'Queue' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Transcriptions in the queue' })
      .or(page.getByText('Nothing is waiting, running or failed.')),
  ).toBeVisible();
  await saveScreenshot(page, 'admin-queue');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('anyone else sees no way in, and /dashboard/admin shows them no console', async ({ page, request }) => {
  const { email, token } = await newAccount(request, 'not-admin');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(page, email);
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Administration' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recent Files' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Administration' })).toHaveCount(0);
  const answer = await request.get('/api/v1/admin/users', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(403);
});
