import { expect, test } from './fixtures';

test('the server serves the web app, deep links included', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/dashboard/profile');
  await expect(page.locator('#root')).not.toBeEmpty();
});

test('the API answers beside the app', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toEqual({ status: 'ok' });
  const missing = await request.get('/api/v1/does-not-exist');
  expect(missing.status()).toBe(404);
});
