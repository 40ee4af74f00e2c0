import { expect, test } from './fixtures';
import { expectNoAxeViolations, PASSWORD, saveScreenshot, signInThroughUi } from './helpers';
import { apiToken } from './library';
import { ADMIN } from './owner';

const MODEL = 'parakeet-v3';

test('an administrator installs a model from the console: with no way to download it, it fails with a reason and a next try, and is cancelled', async ({
  page,
  request,
}) => {
  const created = await request.post('/api/v1/user', {
    data: { user_email: ADMIN, user_password: PASSWORD },
  });
  expect([201, 409]).toContain(created.status());
  const headers = { authorization: `Bearer ${await apiToken(request, ADMIN)}` };
  // The e2e server's MODELS_DIR is the run's own (playwright.config.ts): no model of the catalogue is in it.
  const listed = await (await request.get('/api/v1/admin/models', { headers })).json();
  expect(listed.data.models.map((model: { state: string }) => model.state)).not.toContain('installed');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(page, ADMIN);
  await page.goto('/dashboard/admin?tab=models');
  await expect(page.getByRole('tab', { name: 'Models', selected: true })).toBeVisible();
  const list = page.getByRole('list', { name: 'Downloadable models' });
  // The catalogue's four and the specs' own model (own-model.ts).
  await expect(list.getByRole('listitem')).toHaveCount(5);
  const item = list.getByRole('listitem').filter({ hasText: MODEL });
  await expect(item).toContainText('Not installed');
  await expect(item).toContainText('Transcription mode for 25 languages');
  await expect(page.getByText('Disk used by models')).toBeVisible();

  // The mirror of playwright.config.ts has only the specs' own model: the download fails at once, and says so.
  await item.getByRole('button', { name: `Install ${MODEL}` }).click();
  await expect(page.getByText(/is being installed in the background\.$/)).toBeVisible();
  await expect(item.getByText('Failed', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(item).toContainText(/Failed: http:\/\/127\.0\.0\.1:\d+\/\S+\.tar\.bz2 answered HTTP 404/);
  await expect(item.getByText(/^Next try at /)).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'admin-models', { fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(item.getByRole('button', { name: `Cancel ${MODEL}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'admin-models', { fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await item.getByRole('button', { name: `Cancel ${MODEL}` }).click();
  await expect(page.getByText(/will not be installed\.$/)).toBeVisible();
  await expect(item).toContainText('Not installed');
  await expect(item.getByRole('button', { name: `Install ${MODEL}` })).toBeVisible();
  // Leaving the tab closes its event stream quietly (a console error would fail the test).
  await page.getByRole('tab', { name: 'System' }).click();
  await expect(page.getByRole('heading', { name: 'Engines and models' })).toBeVisible();
});
