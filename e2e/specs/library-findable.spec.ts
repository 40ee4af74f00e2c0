import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, saveScreenshot, signInThroughUi } from './helpers';
import { fileAction, newAccount } from './library';
import {
  expectListed,
  finishedFiles,
  listedFiles,
  makePremium,
  markFullyReviewed,
  zipEntries,
} from './library-views';

const NORTH = 'Depot north.wav';
const SOUTH = 'Depot south.wav';
const EAST = 'Depot east.wav';
const CANTEEN = 'Canteen menu.wav';
const TAG = 'Quarter close';
const VIEW = 'Quarter close to review';

/** A bulk bar action's progress dialog, followed until it says it is done, then closed with Done. */
async function finishBulk(page: Page, title: string, done: string, beforeClosing?: () => Promise<void>) {
  const progress = page.getByRole('dialog', { name: title });
  await expect(progress.getByRole('status')).toHaveText(done, { timeout: 30_000 });
  await beforeClosing?.();
  await progress.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(progress).toBeHidden();
}

test('three files tagged, filtered to those not fully reviewed, kept as a view, exported as a zip, archived and restored', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  // Seeded: four finished transcripts, one of them fully reviewed (the review is not what this test is about).
  const { email, token } = await newAccount(request, 'findable');
  await makePremium(request, email);
  const files = await finishedFiles(request, token, [CANTEEN, EAST, SOUTH, NORTH]);
  await markFullyReviewed(request, token, files.get(EAST) as { audioId: number; transcriptId: number });

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(page, email);
  await expectListed(page, [NORTH, SOUTH, EAST, CANTEEN]);

  // The three depot files ticked and tagged at once from the bulk bar, with a tag made in its Tags… dialog.
  for (const name of [NORTH, SOUTH, EAST])
    await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  const bar = page.getByRole('region', { name: 'Selected files' });
  await expect(bar).toContainText('3 selected');
  await bar.getByRole('button', { name: 'Tags…' }).click();
  const bulkTags = page.getByRole('dialog', { name: 'Tags for 3 files' });
  await bulkTags.getByLabel('Name of a new tag').fill(TAG);
  await bulkTags.getByRole('button', { name: 'Create tag' }).click();
  await expect(bulkTags.getByRole('checkbox', { name: TAG })).toBeChecked();
  await bulkTags.getByRole('button', { name: 'Add tags' }).click();
  await finishBulk(page, 'Adding tags', 'Done: all 3 files.');
  const tagId = (
    await (await request.get('/api/v1/tag', { headers: { authorization: `Bearer ${token}` } })).json()
  ).data[0].tag_id as number;

  // Filters: the tag and "Not fully reviewed" leave the two depot files still to review; the address holds both.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Filter files' });
  // The box reflects the address, ticked once the router has taken the change (not always by the click's end).
  await panel.getByRole('checkbox', { name: TAG }).click();
  await expect(panel.getByRole('checkbox', { name: TAG })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`[?&]tag=${tagId}(&|$)`));
  await panel.getByLabel('Reviewed').selectOption({ label: 'Not fully reviewed' });
  await expect(page).toHaveURL(/[?&]reviewed_max=99(&|$)/);
  await expect(page).toHaveURL(new RegExp(`[?&]tag=${tagId}(&|$)`));
  await expectListed(page, [NORTH, SOUTH]);

  // Saved under a name: listed in the sidebar, and it opens the same filters from elsewhere.
  await page.getByRole('button', { name: 'Save view' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save this view' });
  await saveDialog.getByLabel('Name of the view').fill(VIEW);
  await saveDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`View ${VIEW} saved.`)).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const viewLink = sidebar.getByRole('link', { name: VIEW });
  await expect(viewLink).toHaveAttribute('aria-current', 'page');
  await sidebar.getByRole('link', { name: 'Recent Files' }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  await expectListed(page, [NORTH, SOUTH, EAST, CANTEEN]);
  await viewLink.click();
  await expect(page).toHaveURL(/[?&]reviewed_max=99(&|$)/);
  await expect(page).toHaveURL(new RegExp(`[?&]tag=${tagId}(&|$)`));
  await expect(viewLink).toHaveAttribute('aria-current', 'page');
  await expect(panel.getByRole('checkbox', { name: TAG })).toBeChecked();
  await expect(panel.getByLabel('Reviewed')).toHaveValue('partly');
  await expectListed(page, [NORTH, SOUTH]);
  await expectNoAxeViolations(page);
  // Pictured once the toasts are gone (they cover the header's end).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await saveScreenshot(page, 'library-findable-view');
  // On a phone the saved view is in the menu's drawer, and opens the same list there.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(viewLink).toBeVisible();
  // Pictured once the drawer has slid in.
  await expect.poll(async () => (await sidebar.boundingBox())?.x).toBe(0);
  await saveScreenshot(page, 'library-findable-menu');
  await viewLink.click();
  await expect(viewLink).toBeHidden();
  await expectListed(page, [NORTH, SOUTH]);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'library-findable-view', { fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Every file of the view exported as one zip of SRT subtitles, one per transcript, named after its file.
  await page.getByRole('checkbox', { name: 'Select all files' }).check();
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Export', exact: true }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export 2 files' });
  await exportDialog.getByRole('checkbox', { name: 'PDF', exact: true }).uncheck();
  await exportDialog.getByRole('checkbox', { name: 'SRT', exact: true }).check();
  await exportDialog.getByRole('button', { name: 'Export as zip' }).click();
  const zipPath = testInfo.outputPath('view.zip');
  await finishBulk(page, 'Exporting transcripts', 'Done: all 2 files.', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download zip' }).click();
    await (await download).saveAs(zipPath);
  });
  const entries = zipEntries(zipPath);
  expect(Object.keys(entries).sort()).toEqual(['Depot north.srt', 'Depot south.srt']);
  for (const text of Object.values(entries))
    expect(text).toMatch(/^1\r?\n\d\d:\d\d:\d\d,\d{3} --> \d\d:\d\d:\d\d,\d{3}/);

  // One file archived from its row menu leaves the view; restored from the Archive, it is back.
  await fileAction(page, NORTH, 'Archive');
  await expect(page.getByText(`${NORTH} archived.`)).toBeVisible();
  await expectListed(page, [SOUTH]);
  await sidebar.getByRole('link', { name: 'Archive', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
  await expectListed(page, [NORTH]);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'library-findable-archive');
  await page.getByRole('button', { name: `Restore ${NORTH}` }).click();
  await expect(page.getByText(`${NORTH} restored.`)).toBeVisible();
  await expect(page.getByText('No archived files here.')).toBeVisible();
  await expect(listedFiles(page)).toHaveCount(0);
  await viewLink.click();
  await expectListed(page, [NORTH, SOUTH]);
});
