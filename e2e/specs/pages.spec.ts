import { expect, test } from './fixtures';
import {
  createAccount,
  expectNoAxeViolations,
  PASSWORD,
  saveScreenshot,
  signInThroughUi,
  uniqueEmail,
} from './helpers';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('landing and login pages: screenshots, no horizontal scroll, accessible', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'landing');
      await page.mouse.wheel(0, 400);
      await expect(page.locator('header[data-scrolled="true"]')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      await page.goto('/login');
      await expect(page.getByText('Please enter your details to sign in.')).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'login');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    });

    test('dashboard and profile: screenshots, accessible, profile saves for real', async ({
      page,
      request,
    }) => {
      const email = uniqueEmail(`pages-${viewport.name}`);
      await createAccount(request, email);
      await signInThroughUi(page, email);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'dashboard');

      if (viewport.width < 1024) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('button', { name: 'New Folder' })).toBeVisible();
        // The drawer slides in; shoot once it has arrived.
        const drawer = page.locator('#dashboard-sidebar');
        await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
        await saveScreenshot(page, 'dashboard-menu');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('button', { name: 'New Folder' })).toBeHidden();
      }

      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      await expect(page).toHaveURL(/\/dashboard\/profile$/);
      // Checked before the toast below: axe misreads contrast while a toast fades in.
      await expectNoAxeViolations(page);
      await page.getByLabel('Full Name').fill('Grace Hopper');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Your profile has been saved.')).toBeVisible();
      await expect(page.getByRole('button', { name: /Account menu for Grace/ })).toBeVisible();
      await saveScreenshot(page, 'profile');

      await page.reload();
      await expect(page.getByLabel('Full Name')).toHaveValue('Grace Hopper');
      await page.getByRole('tab', { name: 'Billing' }).click();
      await expect(page.getByText('Current plan')).toBeVisible();
      await expect(page.getByRole('tabpanel')).toContainText('Free');
      await saveScreenshot(page, 'profile-billing');
    });
  });
}

test('changing the password works and the session carries on', async ({ page, request }) => {
  const email = uniqueEmail('password');
  await createAccount(request, email);
  await signInThroughUi(page, email);
  await page.goto('/dashboard/profile');
  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Current password').fill(PASSWORD);
  const newPassword = 'a brand new secret';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).last().click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // The new refresh token works: renewing the session succeeds after the server revoked the old ones.
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  const refreshed = await request.post('/api/v1/auth/refresh', { data: { refresh_token: refreshToken } });
  expect(refreshed.status()).toBe(200);
  const login = await request.post('/api/v1/auth', {
    data: { login_email: email, login_password: newPassword },
  });
  expect(login.status()).toBe(200);
});
