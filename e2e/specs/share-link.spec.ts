import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, PASSWORD, saveScreenshot } from './helpers';
import { CLIP_A, completedTranscriptId, newAccount, startTranscription, uploadFile } from './library';

/** The owner: an account with a short reading transcribed (real speech, so real word timings). */
let account: { email: string; token: string };
let audioId: number;

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  account = await newAccount(request, 'share');
  audioId = await uploadFile(request, account.token, CLIP_A, undefined, 'Shared reading.wav');
  expect((await startTranscription(request, account.token, audioId)).ok()).toBe(true);
  await completedTranscriptId(request, account.token, audioId);
});

const playingWordStart = (page: Page) =>
  page
    .locator('[aria-current="true"] span.bg-accent\\/25')
    .getAttribute('data-word-start', { timeout: 10_000 });

/** Signs the owner in by storing the API's tokens where the app keeps them, straight to the transcript. */
async function signInWithTokens(page: Page) {
  const response = await page.request.post('/api/v1/auth', {
    data: { login_email: account.email, login_password: PASSWORD },
  });
  const { login } = await response.json();
  // A page of this origin where the app does not run: the login page's app would start a session of its
  // own with the tokens set under it, racing the one the next page starts.
  await page.goto('/api/health');
  await page.evaluate((tokens) => {
    localStorage.setItem('accessToken', tokens.login_access_token);
    localStorage.setItem('refreshToken', tokens.login_refresh_token);
  }, login);
}

/** The link's page as a signed-out visitor sees it, from the file name to the player. */
async function expectSharedPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Shared reading.wav' })).toBeVisible();
  await expect(page.locator('[data-segment-id]').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Audio player' })).toBeVisible();
}

test('the owner shares a transcript; a signed-out visitor reads and plays it; once revoked it is not found', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  // The owner works in a browser of their own; the fixture's page is the signed-out visitor's.
  const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const owner = await ownerContext.newPage();
  const ownerErrors: string[] = [];
  owner.on('console', (message) => message.type() === 'error' && ownerErrors.push(message.text()));
  owner.on('pageerror', (error) => ownerErrors.push(error.message));
  owner.on('response', (r) => r.status() >= 500 && ownerErrors.push(`${r.status()} ${r.url()}`));

  await signInWithTokens(owner);
  await owner.goto(`/dashboard/transcript/${audioId}`);
  await expect(owner.locator('[data-segment-id]').first()).toBeVisible();
  await owner.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = owner.getByRole('dialog', { name: 'Share transcript' });
  await expect(dialog.getByText('No links to this transcript yet.')).toBeVisible();
  await dialog.getByLabel('Link expires').selectOption({ label: 'After 7 days' });
  await dialog.getByRole('checkbox', { name: /Allow downloads/ }).check();
  await expectNoAxeViolations(owner);
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const field = dialog.getByLabel('Link address');
  await expect(field).toHaveValue(/\/s\/[A-Za-z0-9_-]{16,}$/);
  const address = await field.inputValue();
  expect(address.startsWith(new URL(owner.url()).origin)).toBe(true);
  await expect(dialog.getByRole('list', { name: 'Links to this transcript' })).toContainText(
    /Whole recording · expires .+ · never opened · downloads allowed/,
  );
  await expectNoAxeViolations(owner);
  await saveScreenshot(owner, 'share-link-dialog');

  // The visitor: not signed in, nothing of the owner's session.
  await page.setViewportSize({ width: 1440, height: 900 });
  const opened = page.waitForResponse(
    (r) => r.url().includes('/api/v1/share/') && r.request().method() === 'GET',
  );
  await page.goto(address);
  expect((await opened).headers()['x-robots-tag']).toContain('noindex');
  await expectSharedPage(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  // Read-only: no edit, rename, review or comment control, no field to type into.
  await expect(page.getByRole('button', { name: /^(Edit|Review|Share)$/ })).toHaveCount(0);
  await expect(page.locator('[contenteditable], textarea, input[type="text"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Rename speaker|comment/i })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Download' }).getByRole('button')).toHaveText([
    'PDF',
    'DOCX',
    'TXT',
    'CSV',
    'SRT',
    'VTT',
    'ASS',
  ]);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'share-link-page');

  // It plays, and the word highlight follows the audio.
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect
    .poll(() => page.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime))
    .toBeGreaterThan(0.5);
  const firstWord = Number(await playingWordStart(page));
  await expect
    .poll(async () => Number(await playingWordStart(page)), { timeout: 10_000 })
    .toBeGreaterThan(firstWord);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();

  // A download the owner allowed.
  const saving = page.waitForEvent('download');
  await page.getByRole('region', { name: 'Download' }).getByRole('button', { name: 'TXT' }).click();
  expect((await saving).suggestedFilename()).toMatch(/\.txt$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectSharedPage(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'share-link-page');

  // The owner sees the opening on the Profile page and revokes the link there.
  await owner.goto('/dashboard/profile');
  await owner.getByRole('tab', { name: 'Shared links' }).click();
  const list = owner.getByRole('list', { name: 'Shared links' });
  await expect(list.getByRole('link', { name: 'Shared reading.wav' })).toHaveAttribute(
    'href',
    `/dashboard/transcript/${audioId}`,
  );
  await expect(list).toContainText(/opened once · last opened/);
  await list.getByRole('button', { name: /^Revoke link/ }).click();
  await expect(owner.getByText('You have not shared any transcripts yet.')).toBeVisible();
  expect(ownerErrors).toEqual([]);
  await ownerContext.close();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Link not found' })).toBeVisible();
  await expect(page.getByText('This link was not found. It may have been revoked or expired.')).toBeVisible();
  await expect(page.locator('audio')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'share-link-not-found');
  // The browser logs the revoked link's 404: that one is expected, anything else fails the test.
  const unexpected = consoleErrors.filter((error) => !/status of 404/.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});
