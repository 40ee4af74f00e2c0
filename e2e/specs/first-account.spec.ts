import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseTool, expectNoAxeViolations, saveScreenshot, signInThroughUi } from './helpers';
import { apiToken, fileRow, LIBRIVOX } from './library';
import { ADMIN } from './owner';

/** 30 s of a real AMI meeting, two people talking (the shared data beside the repository). */
const MEETING = new URL('../../../shared/data/conversations/dev00.flac', import.meta.url).pathname;
const MEETING_NAME = 'Team meeting.flac';
const READINGS = ['0870', '0880', '0890', '0920'].map(
  (n) => `${LIBRIVOX}/sense_and_sensibility_01_austen_64kb-${n}.wav`,
);

/** The review bar's status line and its total ("3 of 17 to review: …" gives 17). */
async function reviewTotal(page: Page): Promise<number> {
  const status = page.getByRole('region', { name: 'Review' }).locator('p[aria-live]');
  await expect(status).toContainText(/^\d+ of \d+ to review/);
  return Number(/^\d+ of (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
}

const placesToReview = (n: number) =>
  n === 0 ? 'Nothing left to review.' : `${n} ${n === 1 ? 'place' : 'places'} to review`;

/**
 * Redoes the first segment's stretch from the More menu; once the server has recorded the redo (its `done`th),
 * the open page shows the text again, editable, without a reload.
 */
async function redoFirstStretch(page: Page, redone: () => Promise<number>, done: number) {
  await chooseTool(page, 'Redo a stretch');
  const dialog = page.getByRole('dialog', { name: 'Transcribe a stretch again' });
  await dialog.getByRole('button', { name: 'Redo', exact: true }).click();
  // The toast of the redo before may still be showing: this one is the last.
  await expect(page.getByText('Redo queued. The transcript updates when it is done.').last()).toBeVisible();
  await expect.poll(redone, { timeout: 90_000, intervals: [500] }).toBe(done);
  // Marked while it ran (however briefly), the stretch is plain text again, and the viewer no longer read-only.
  await expect(page.locator('[data-redoing]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect(page.locator('[data-segment-id]').first()).toBeVisible();
  await expect(page.getByText(/^Transcript status:/)).toHaveCount(0);
}

test('the install’s first account: premium from the start and its own plan in the console, five files, two redos followed live, a meeting reviewed stretch by stretch, analytics by name, a viewer that fits', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // The owner signed up in the browser before any spec (global-setup.ts): the first account is on premium.
  await signInThroughUi(page, ADMIN);
  await expect(page.getByText(/^Unlimited plan: \d+ transcriptions? today$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Unlimited' })).toHaveCount(0);

  // The console: the owner's own row has a plan like anyone's (never Disable or Delete).
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Administration' }).click();
  await page.getByLabel('Search users').fill(ADMIN);
  const own = page.getByRole('row').filter({ hasText: ADMIN });
  await expect(own).toContainText('(you)');
  const plan = own.getByRole('combobox', { name: `Plan of ${ADMIN}` });
  await plan.selectOption('Free');
  await expect(page.getByText(`${ADMIN} is now on the Free plan.`)).toBeVisible();
  await plan.selectOption('Premium');
  await expect(page.getByText(`${ADMIN} is now on the Premium plan.`)).toBeVisible();
  await expect(own.getByRole('button', { name: /Disable|Delete/ })).toHaveCount(0);

  // Five files at once: a meeting and four readings.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Transcribe Files' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Transcribe' });
  await modal.getByLabel('Choose audio or video files').setInputFiles([
    { name: MEETING_NAME, mimeType: 'audio/flac', buffer: readFileSync(MEETING) },
    ...READINGS.map((path) => ({
      name: basename(path),
      mimeType: 'audio/wav',
      buffer: readFileSync(path),
    })),
  ]);
  await expect(modal.getByRole('listitem')).toHaveCount(5);
  await modal.getByRole('button', { name: 'Transcribe', exact: true }).click();
  await expect(modal).toBeHidden();
  for (const name of [MEETING_NAME, ...READINGS.map((path) => basename(path))])
    await expect(fileRow(page, name)).toContainText('Completed', { timeout: 150_000 });

  // The meeting: its two speakers told apart (More, Redo speakers) and named, so analytics speak of people.
  await page.getByRole('button', { name: MEETING_NAME, exact: true }).click();
  await expect(page.locator('[data-segment-id]').first()).toBeVisible();
  const headers = { authorization: `Bearer ${await apiToken(request, ADMIN)}` };
  const audioId = Number(/\/transcript\/(\d+)/.exec(page.url())?.[1]);
  const redone = async () => {
    const item = (await (await request.get(`/api/v1/audio/${audioId}`, { headers })).json()).data;
    const id = item.audio_transcript[0].audio_transcript_id;
    const revisions = await request.get(`/api/v1/audio/transcript/${id}/revisions`, { headers });
    const list: { revision_kind: string }[] = (await revisions.json()).data;
    return list.filter((r) => r.revision_kind === 'redo').length;
  };
  await chooseTool(page, 'Redo speakers');
  const speakersDialog = page.getByRole('dialog', { name: 'Tell the speakers apart again' });
  await speakersDialog.getByLabel('Number of speakers').fill('2');
  await speakersDialog.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect.poll(redone, { timeout: 90_000, intervals: [500] }).toBe(1);
  const transcript = page.getByRole('region', { name: 'Transcript' });
  const names = transcript.getByRole('heading', { level: 2 });
  await expect.poll(async () => new Set(await names.allTextContents()).size).toBe(2);
  const speakers = [...new Set(await names.allTextContents())];
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  for (const [index, name] of ['Ada', 'Grace'].entries()) {
    await page
      .getByRole('button', { name: `Rename speaker ${speakers[index]}` })
      .first()
      .click();
    await page.getByRole('textbox', { name: `New name for ${speakers[index]}` }).fill(name);
    await page.keyboard.press('Enter');
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Transcript saved.')).toBeVisible();

  // The toolbar: three primary actions, Comments and More; the text at least 640 px wide.
  const width = (await transcript.boundingBox())?.width ?? 0;
  expect(width).toBeGreaterThanOrEqual(640);
  await page.getByRole('button', { name: 'More', exact: true }).click();
  const groups = page.getByRole('menu', { name: 'More tools' }).getByRole('group');
  await expect(groups).toHaveCount(3);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await saveScreenshot(page, 'first-account-viewer');

  // Two redos of a stretch, each followed to its end on the open page.
  await redoFirstStretch(page, redone, 2);
  await redoFirstStretch(page, redone, 3);

  // Review: stretch by stretch, the bar's count and the sidebar's one number.
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  const total = await reviewTotal(page);
  const sidebar = page.getByRole('complementary', { name: 'Actions' });
  await expect(sidebar).toContainText(placesToReview(total));
  // A stretch of several unsure words is one stop.
  let widest = 0;
  for (let n = 0; n < Math.min(total, 8); n++) {
    widest = Math.max(widest, await page.locator('[data-review-current]').count());
    if (widest > 1) break;
    await page.keyboard.press('n');
  }
  expect(widest).toBeGreaterThan(1);
  await page.keyboard.press('Enter');
  await expect.poll(() => reviewTotal(page)).toBe(total - 1);
  await expect(sidebar).toContainText(placesToReview(total - 1));
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'first-account-review');
  await page.getByRole('button', { name: 'Review', exact: true }).click();

  // Analytics by name.
  await sidebar.getByRole('button', { name: 'View Analytics' }).click();
  const analytics = page.getByRole('tabpanel', { name: 'Analytics' });
  await expect(analytics).toContainText('Ada');
  await expect(analytics).toContainText('Grace');
  await expect(analytics).not.toContainText('Customer');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'first-account-analytics', { fullPage: true });

  // A phone: one row of tools, and the first segment on the first screen, above the player.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const first = page.locator('[data-segment-id]').first();
  await expect(first).toBeVisible();
  const segmentBottom = await first.evaluate((row) => row.getBoundingClientRect().bottom);
  const playerTop = await page
    .getByRole('button', { name: 'Play', exact: true })
    .evaluate((button) => button.getBoundingClientRect().top);
  expect(segmentBottom).toBeLessThan(playerTop);
  const tops = await Promise.all(
    ['Edit', 'Review', 'Share', 'More'].map((name) =>
      page
        .getByRole('button', { name, exact: true })
        .evaluate((button) => button.getBoundingClientRect().top),
    ),
  );
  expect(new Set(tops).size).toBe(1);
  // The header's search box shows its whole placeholder.
  const placeholderFits = await page.locator('#dashboard-search').evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = `${style.fontSize} ${style.fontFamily}`;
    const room =
      input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room;
  });
  expect(placeholderFits).toBe(true);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'first-account-viewer');
});
