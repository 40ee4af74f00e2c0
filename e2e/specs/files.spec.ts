import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, saveScreenshot, signInThroughUi } from './helpers';
import {
  CLIP_A,
  CLIP_B,
  createFolder,
  fileAction,
  fileRow,
  LIBRIVOX,
  newAccount,
  uploadFile,
} from './library';

const NAME_A = 'sense_and_sensibility_01_austen_64kb-0870.wav';
const NAME_B = 'sense_and_sensibility_01_austen_64kb-0890.wav';

test('upload two speech files into a sub-folder, watch them finish, then rename, move, download, export and bulk delete', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { email, token } = await newAccount(request, 'library');
  const clients = await createFolder(request, token, 'Clients');
  const interviews = await createFolder(request, token, 'Interviews', clients);
  const archive = await createFolder(request, token, 'Archive');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(page, email);

  await page.getByRole('button', { name: 'Expand Clients' }).click();
  await page.getByRole('button', { name: 'Interviews', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Interviews' })).toBeVisible();
  await expect(page.getByText('This folder is empty.')).toBeVisible();

  // Upload both at once; the modal shows each with its size.
  await page.getByRole('button', { name: 'Transcribe Files' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Transcribe' });
  await modal.getByLabel('Choose audio or video files').setInputFiles([CLIP_A, CLIP_B]);
  await expect(modal.getByRole('listitem')).toHaveCount(2);
  await expect(modal.getByText('221.92 KB')).toBeVisible();
  await expect(modal.getByLabel('Language')).toHaveValue('1');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'upload-modal');
  await modal.getByRole('button', { name: 'Transcribe', exact: true }).click();
  await expect(page.getByText('Upload of 2 file(s) complete. Starting transcription...')).toBeVisible();
  await expect(modal).toBeHidden();

  // Each row shows a percent spinner, then the check mark, without a reload.
  await expect(fileRow(page, NAME_A)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Transcribing' }).first()).toContainText('%');
  for (const name of [NAME_A, NAME_B])
    await expect(fileRow(page, name)).toContainText('Completed', { timeout: 120_000 });
  await expect(page.getByText('2 of 3 Transcriptions Used')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'file-list');

  // Rename (Enter submits), then move to another folder.
  await fileAction(page, NAME_B, 'Rename File');
  const rename = page.getByRole('dialog', { name: 'Rename file' });
  await rename.getByLabel('File name').fill('Second reading.wav');
  await rename.getByLabel('File name').press('Enter');
  await expect(page.getByText('File renamed successfully!')).toBeVisible();
  await expect(fileRow(page, 'Second reading.wav')).toBeVisible();

  await fileAction(page, 'Second reading.wav', 'Move');
  const move = page.getByRole('dialog', { name: 'Move "Second reading.wav"' });
  await move.getByRole('searchbox').fill('arch');
  await expectNoAxeViolations(page);
  await move.getByText('Archive', { exact: true }).click();
  await expect(move.getByRole('radio', { name: 'Archive' })).toBeChecked();
  await move.getByRole('button', { name: 'Move here' }).click();
  await expect(page.getByText('Moved Second reading.wav successfully.')).toBeVisible();
  await expect(fileRow(page, 'Second reading.wav')).toBeHidden();
  await page.goto(`/dashboard/?folder=${archive}`);
  await expect(fileRow(page, 'Second reading.wav')).toBeVisible();
  await page.goto(`/dashboard/?folder=${interviews}`);

  // Download: the bytes saved are the bytes uploaded, under the server's name.
  const downloading = page.waitForEvent('download');
  await fileAction(page, NAME_A, 'Download Audio');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(NAME_A);
  expect(readFileSync((await download.path()) as string).equals(readFileSync(CLIP_A))).toBe(true);
  await expect(page.getByText(`${NAME_A} has started downloading.`)).toBeVisible();

  // Export as TXT: the words of the speech.
  await fileAction(page, NAME_A, 'Export Transcript');
  const picker = page.getByRole('dialog', { name: 'Export sense_and_sensibility_01_au...' });
  await picker.getByText('TXT').click();
  const exporting = page.waitForEvent('download');
  await picker.getByRole('button', { name: 'Export' }).click();
  const exported = await exporting;
  expect(exported.suggestedFilename()).toMatch(/\.txt$/);
  expect(readFileSync((await exported.path()) as string, 'utf8')).toMatch(/dashwood|power|consider/i);

  // Open the transcript of a completed file.
  await fileRow(page, NAME_A).getByRole('button', { name: NAME_A, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/transcript\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: NAME_A })).toBeVisible();
  await expect(page.getByText('Fast/English')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Transcript' })).toContainText(/dashwood|power|consider/i);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'transcript');
  await page.goBack();

  // Bulk delete everything here, as bulk work; the selection is gone afterwards.
  await page.getByRole('checkbox', { name: 'Select all files' }).check();
  await expect(page.getByRole('region', { name: 'Selected files' })).toContainText('1 selected');
  await page.getByRole('region', { name: 'Selected files' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete 1 file?' }).getByRole('button', { name: 'Delete' }).click();
  const work = page.getByRole('dialog', { name: 'Deleting files' });
  await expect(work).toContainText('Done: 1 file.', { timeout: 30_000 });
  await work.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('This folder is empty.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Selected files' })).toBeHidden();
});

test('on a phone the files are cards, and the row menu flips up near the bottom of the screen', async ({
  page,
  request,
}) => {
  const { email, token } = await newAccount(request, 'phone');
  const folder = await createFolder(request, token, 'Phone');
  for (const [i, clip] of [CLIP_A, CLIP_B, CLIP_A, CLIP_B, CLIP_A, CLIP_B, CLIP_A].entries())
    await uploadFile(request, token, clip, folder, `clip-${i + 1}.wav`);
  const longName = 'Quarterly planning meeting with every head of department, part two.wav';
  await uploadFile(request, token, CLIP_B, folder, longName);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughUi(page, email);
  await page.goto(`/dashboard/?folder=${folder}`);
  await expect(page.getByRole('list', { name: 'Files' }).getByRole('listitem')).toHaveCount(8);
  await expect(page.getByRole('table')).toHaveCount(0);
  // A long name is cut: the page does not scroll sideways and the card's menu button stays on screen.
  await expect(page.getByRole('button', { name: `Actions for ${longName}` })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'file-list');

  const last = page.getByRole('button', { name: 'Actions for clip-1.wav' });
  await last.scrollIntoViewIfNeeded();
  await last.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const [menuBox, buttonBox] = [await menu.boundingBox(), await last.boundingBox()];
  if (!menuBox || !buttonBox) throw new Error('menu or trigger not laid out');
  expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(390 - 8 + 1);
  await expect(menu).toHaveAttribute('data-flipped-left', 'true');
  if (buttonBox.y > 844 - 296 - 16) expect(menuBox.y + menuBox.height).toBeLessThanOrEqual(buttonBox.y);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(last).toBeFocused();

  await page.getByRole('button', { name: 'Transcribe Files' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Transcribe' });
  const five = ['0870', '0880', '0890', '0920', '0930'].map(
    (n) => `${LIBRIVOX}/sense_and_sensibility_01_austen_64kb-${n}.wav`,
  );
  await modal.getByLabel('Choose audio or video files').setInputFiles(five);
  await expect(modal.getByRole('listitem')).toHaveCount(5);
  // With speaker recognition open the dialog is taller than the phone's screen.
  await modal.getByRole('button', { name: 'Speaker recognition' }).click();
  await modal.getByRole('checkbox', { name: 'Recognise different speakers' }).check();
  // On a phone the list is not squeezed to a row and a half: at least three files show whole, the rest
  // scroll inside it, and the dialog scrolls as a whole.
  const list = modal.getByRole('list', { name: 'Files to upload' });
  const { shown, row } = await list.evaluate((element) => ({
    shown: element.clientHeight,
    row: (element.firstElementChild as HTMLElement).getBoundingClientRect().height,
  }));
  expect(shown).toBeGreaterThanOrEqual(3 * row);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'upload-modal');
});
