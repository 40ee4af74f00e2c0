import { expect, test } from './fixtures';
import { createAccount, PASSWORD, uniqueEmail } from './helpers';

test('the Google sign-in return (/login#access_token=…) signs the user in and hides the tokens', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('google');
  await createAccount(request, email);
  // The server's OIDC callback ends in this redirect; the tokens are those of a real session.
  const login = await request.post('/api/v1/auth', {
    data: { login_email: email, login_password: PASSWORD },
  });
  const { login: tokens } = await login.json();
  const fragment = new URLSearchParams({
    access_token: tokens.login_access_token,
    refresh_token: tokens.login_refresh_token,
  });

  await page.goto(`/login#${fragment}`);
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recent Files' })).toBeVisible();
  expect(page.url()).not.toContain('access_token');
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBe(tokens.login_refresh_token);
});

test('a failed Google sign-in comes back as /login#error=… and is shown', async ({ page }) => {
  await page.goto(`/login#${new URLSearchParams({ error: 'Google sign-in was cancelled.' })}`);
  await expect(page.getByRole('alert')).toHaveText('Google sign-in failed. Please try again.');
  expect(page.url()).not.toContain('#');
});

test('the Google button sends the browser to the address the server gives', async ({ page }) => {
  // The e2e server has no OpenID Connect provider: its login page offers no Google button.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0);
  // With one (stubbed here: the capability, then a same-site address), the button leads there.
  await page.route('**/api/v1/capabilities', (route) =>
    route.fulfill({ json: { success: true, data: { google_sign_in: true, language_model: true } } }),
  );
  await page.route('**/api/v1/auth/google', (route) =>
    route.fulfill({ json: { success: true, data: { url: '/?from=google' } } }),
  );
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(/\/\?from=google$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
