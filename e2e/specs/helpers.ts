import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { PASSWORD } from './owner';

export { PASSWORD } from './owner';

let counter = 0;
/** A fresh address per test, so tests never share an account. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/** Creates an account through the API (for tests whose subject is not sign-up). */
export async function createAccount(request: APIRequestContext, email: string, password = PASSWORD) {
  const response = await request.post('/api/v1/user', {
    data: { user_email: email, user_password: password },
  });
  expect(response.status()).toBe(201);
}

export async function signInThroughUi(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recent Files' })).toBeVisible();
}

const artifacts = new URL('../artifacts/', import.meta.url).pathname;

/** Saves a screenshot as e2e/artifacts/<name>-<width>x<height>.png. */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  mkdirSync(artifacts, { recursive: true });
  const size = page.viewportSize();
  await page.screenshot({ path: join(artifacts, `${name}-${size?.width}x${size?.height}.png`), ...options });
}

/**
 * The newest mail the server wrote to DATA_DIR/outbox for `to`, decoded from quoted-printable; undefined
 * until it is there (the server sends it after answering).
 */
export function latestMailTo(to: string): string | undefined {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!existsSync(outbox)) return undefined;
  const mails = readdirSync(outbox)
    .sort()
    .reverse()
    .map((file) => readFileSync(join(outbox, file), 'utf8'))
    .map((raw) =>
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
    );
  return mails.find((text) => text.includes(`To: ${to}`));
}

/** WCAG 2.1 AA as axe checks it, on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** Chooses `name` from the transcript viewer's More menu (Changes, Subtitle check, Redo…, Translate…, About…). */
export async function chooseTool(page: Page, name: string) {
  await page.getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('menuitem', { name }).click();
}
