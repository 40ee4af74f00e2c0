import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, saveScreenshot, signInThroughUi } from './helpers';
import { CLIP_A, fileRow, newAccount } from './library';

// The e2e server may import from this machine's addresses (IMPORT_ALLOW_PRIVATE_ADDRESSES): the specs' model
// mirror serves the recording, as a podcast's host would.
const mirror = process.env.E2E_MIRROR_URL as string;

test('a recording imported from a link is transcribed, a link to nothing says why, and a podcast is subscribed to, paused and removed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  copyFileSync(CLIP_A, join(process.env.E2E_MIRROR_DIR as string, 'episode-12.wav'));
  const { email } = await newAccount(request, 'link');
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughUi(page, email);

  await page.getByRole('button', { name: 'Transcribe Files' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Transcribe' });
  const link = modal.getByLabel('Or a link to a recording');
  await link.fill(`${mirror}/no-such-episode.wav`);
  await modal.getByRole('button', { name: 'Transcribe', exact: true }).click();
  await expect(modal.getByRole('alert')).toHaveText(
    'The recording could not be fetched from this link. Check the link and try again.',
  );
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'link-import-failed');

  await link.fill(`${mirror}/episode-12.wav`);
  await modal.getByRole('button', { name: 'Transcribe', exact: true }).click();
  await expect(modal).toBeHidden({ timeout: 30_000 });
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(fileRow(page, 'episode-12.wav')).toContainText('Completed', { timeout: 60_000 });
  await saveScreenshot(page, 'link-import-done');

  // The same recording as a podcast's episode: subscribed on the Profile page, paused, removed.
  const item = `<item><title>Episode 12</title><guid>ep-12</guid><enclosure url="${mirror}/episode-12.wav" type="audio/wav"/></item>`;
  writeFileSync(
    join(process.env.E2E_MIRROR_DIR as string, 'podcast.xml'),
    `<?xml version="1.0"?><rss version="2.0"><channel><title>Readings</title>${item}</channel></rss>`,
  );
  await page.goto('/dashboard/profile?tab=feeds');
  await page.getByLabel('Feed address (RSS or Atom)').fill(`${mirror}/podcast.xml`);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscribed to Readings.')).toBeVisible();
  const feeds = page.getByRole('list', { name: 'Podcasts you subscribe to' });
  await expect(feeds.getByRole('listitem')).toContainText('Readings');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'podcasts', { fullPage: true });
  await feeds.getByRole('button', { name: 'Pause' }).click();
  await expect(feeds.getByRole('listitem')).toContainText('Paused');
  await feeds.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No podcasts yet.')).toBeVisible();
});
