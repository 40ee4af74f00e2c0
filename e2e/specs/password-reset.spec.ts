import { expect, test } from './fixtures';
import { createAccount, latestMailTo, PASSWORD, signInThroughUi, uniqueEmail } from './helpers';

test('a forgotten password is reset through the e-mailed link', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  await createAccount(request, email);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Reset your password')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset link has been sent to your email.')).toBeVisible();

  const resetLink = () =>
    /https?:\/\/\S+\/reset-password\?token=[\w%.-]+/.exec(latestMailTo(email) ?? '')?.[0];
  await expect.poll(resetLink, { message: 'reset link in the captured e-mail' }).toBeTruthy();
  await page.goto(resetLink() ?? '');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const newPassword = `${PASSWORD} renewed`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been changed. Please sign in.')).toBeVisible();
  await signInThroughUi(page, email, newPassword);
});
