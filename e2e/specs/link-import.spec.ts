import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, saveScreenshot, signInThroughUi } from './helpers';
import { CLIP_A, fileRow, newAccount } from './library';

// The e2e server may import from this machine's addresses (IMPORT_ALLOW_PRIVATE_ADDRESSES): the specs' model
// mirror serves the recording, as a podcast's host would.
const mirror = process.env.E2E_MIRROR_URL as string;

test('a recording imported from a link is transcribed; a link to a page says why it gives none', async ({
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
});
