import { chromium, type FullConfig } from '@playwright/test';
import { ADMIN, PASSWORD } from './specs/owner';

/**
 * The install's first account is its owner: an administrator on premium. It signs up in the browser, as a
 * person installing the app would, before any spec runs (the app is already serving), so every account a
 * spec makes is an ordinary member on the Free plan, whichever spec runs first. first-account.spec.ts follows
 * the owner from there.
 */
export default async function globalSetup(config: FullConfig) {
  const use = config.projects[0]?.use;
  const browser = await chromium.launch(use?.launchOptions);
  try {
    const page = await browser.newPage({ baseURL: use?.baseURL });
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByLabel('Email').fill(ADMIN);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    // A run against a data directory kept from before finds the owner there already.
    const done = page
      .getByText('Registration successful! Please sign in.')
      .or(page.getByText('An account with this email address already exists.'));
    await done.first().waitFor({ timeout: 30_000 });
  } finally {
    await browser.close();
  }
}
