import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD } from './helpers';
import { CLIP_A, newAccount } from './library';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  share_target: {
    action: string;
    method: string;
    enctype: string;
    params: { files: { name: string; accept: string[] }[] };
  };
}

/** Opens the app and waits until the service worker controls the page (the reload makes sure of it). */
async function withServiceWorker(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

test('the manifest is linked and valid, and its icons load', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#4f46e5');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/icon-192.png');

  const response = await request.get(href ?? '');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Transcribe',
    short_name: 'Transcribe',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#4f46e5',
    background_color: '#ffffff',
  });
  expect(manifest.share_target).toMatchObject({
    action: '/share-target',
    method: 'POST',
    enctype: 'multipart/form-data',
  });
  expect(manifest.share_target.params.files[0]?.name).toBe('audio');
  expect(manifest.share_target.params.files[0]?.accept).toEqual(
    expect.arrayContaining(['audio/*', 'video/*', '.m4a']),
  );
  // Chromium's installability asks for a 192 and a 512 pixel icon; each one must load as what it claims.
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toContain(icon.type);
    if (icon.type === 'image/png') {
      const [width, height] = icon.sizes.split('x').map(Number);
      const png = await file.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], icon.src).toEqual([width, height]);
    }
  }
});

test('the service worker controls the page after a reload and keeps the app shell, never API answers', async ({
  page,
}) => {
  await withServiceWorker(page);
  const cached = await page.evaluate(async () => {
    // An API answer fetched under the worker's control (the app's own requests go the same way).
    await fetch('/api/health');
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return { names, urls };
  });
  expect(cached.names).toEqual([expect.stringMatching(/^transcribe-shell-[0-9a-f]+$/)]);
  expect(cached.urls).toContain('/index.html');
  expect(cached.urls.some((url) => /^\/assets\/index-.+\.js$/.test(url))).toBe(true);
  expect(cached.urls.filter((url) => url.startsWith('/api'))).toEqual([]);
});

test('a file shared to the app while signed out opens the upload dialog after signing in', async ({
  page,
  request,
}) => {
  const { email } = await newAccount(request, 'share');
  await withServiceWorker(page);

  // What Android does when someone shares a recording to the installed app.
  const audio = readFileSync(CLIP_A).toString('base64');
  const answer = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const form = new FormData();
    form.append('audio', new File([bytes], 'shared memo.wav', { type: 'audio/wav' }));
    const response = await fetch('/share-target', { method: 'POST', body: form, redirect: 'manual' });
    return response.type;
  }, audio);
  expect(answer).toBe('opaqueredirect');

  await page.goto('/dashboard?shared=1');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%3Fshared%3D1$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  const modal = page.getByRole('dialog', { name: 'Transcribe' });
  await expect(modal.getByRole('listitem')).toHaveCount(1);
  await expect(modal.getByText('shared memo.wav')).toBeVisible();
  // Taken once: the address forgets the share, and the store is empty.
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(async () => (await caches.open('transcribe-share-target')).keys())).toHaveLength(
    0,
  );
  await modal.getByRole('button', { name: 'Transcribe', exact: true }).click();
  await expect(page.getByText('Upload of 1 file(s) complete. Starting transcription...')).toBeVisible();
  await expect(modal).toBeHidden();
});

test('a share the service worker did not catch (none installed yet) opens the dashboard', async ({
  request,
}) => {
  const response = await request.post('/share-target', {
    multipart: { audio: { name: 'memo.m4a', mimeType: 'audio/mp4', buffer: Buffer.from('sound') } },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe('/dashboard');
});
