import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { OWN_MODEL, OWN_MODEL_TITLE } from '../own-model';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, PASSWORD, saveScreenshot, signInThroughUi } from './helpers';
import { apiToken, completedTranscriptId, newAccount, startTranscription } from './library';
import { ADMIN } from './owner';

/** 30 s of a real AMI meeting, two people talking (the shared data beside the repository). */
const MEETING = new URL('../../../shared/data/conversations/dev00.flac', import.meta.url).pathname;
const ACCURATE = `Accurate (${OWN_MODEL_TITLE})`;
const mirror = process.env.E2E_MIRROR_URL as string;

async function adminHeaders(request: APIRequestContext) {
  const created = await request.post('/api/v1/user', {
    data: { user_email: ADMIN, user_password: PASSWORD },
  });
  expect([201, 409]).toContain(created.status());
  return { authorization: `Bearer ${await apiToken(request, ADMIN)}` };
}

async function openUploadDialog(page: Page) {
  await page.getByRole('button', { name: 'Transcribe Files' }).first().click();
  return page.getByRole('dialog', { name: 'Transcribe' });
}

// The other specs run on the built-in engine: whatever happens here, the model goes again.
test.afterEach(async ({ request }) => {
  await request.post(`${mirror}/release`);
  await request.delete(`/api/v1/admin/models/${OWN_MODEL}`, { headers: await adminHeaders(request) });
});

test('an administrator installs an accurate mode from the console and watches it arrive; a member gets it by default and transcribes a poor meeting again with it in one click', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // The member's meeting is transcribed by the built-in engine while the administrator installs.
  const member = await newAccount(request, 'accurate');
  const upload = await request.post('/api/v1/audio', {
    headers: { authorization: `Bearer ${member.token}` },
    multipart: { file: { name: 'Meeting.flac', mimeType: 'audio/flac', buffer: readFileSync(MEETING) } },
  });
  expect(upload.status()).toBe(201);
  const audioId = (await upload.json()).data.audio_id as number;
  expect((await startTranscription(request, member.token, audioId, 2)).ok()).toBe(true);

  const headers = await adminHeaders(request);
  await request.post(`${mirror}/hold`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(page, ADMIN);
  await page.goto('/dashboard/admin?tab=models');
  const item = page
    .getByRole('list', { name: 'Downloadable models' })
    .getByRole('listitem')
    .filter({ hasText: OWN_MODEL });
  await expect(item).toContainText('Not installed');
  await expect(item).toContainText('Transcription mode for 1 language: English');
  await item.getByRole('button', { name: `Install ${OWN_MODEL}` }).click();
  // The mirror holds the download halfway: the percent the page shows has moved from 0 and stays there.
  const badge = item.getByText(/^Downloading [1-9]\d?%$/);
  await expect(badge).toBeVisible({ timeout: 15_000 });
  const percent = (await badge.textContent())?.match(/\d+/)?.[0] as string;
  await expect(item.getByRole('progressbar', { name: `Download of ${OWN_MODEL}` })).toHaveAttribute(
    'aria-valuenow',
    percent,
  );
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'accurate-mode-installing', { fullPage: true });

  // Meanwhile the member's upload dialog says a more accurate mode is on its way, and keeps Fast.
  const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const memberPage = await memberContext.newPage();
  await signInThroughUi(memberPage, member.email);
  let dialog = await openUploadDialog(memberPage);
  await expect(dialog.getByText(`A more accurate mode is being installed: ${percent}%`)).toBeVisible();
  await expect(dialog.getByRole('radio', { checked: true })).toHaveAccessibleName(/Fast/);
  await expectNoAxeViolations(memberPage);
  await saveScreenshot(memberPage, 'accurate-mode-installing-upload');

  // The rest of the download: the model is offered without a restart and becomes the member's default.
  await request.post(`${mirror}/release`);
  await expect(item.getByText('Installed', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(item.getByRole('button', { name: `Remove ${OWN_MODEL}` })).toBeVisible();
  await memberPage.keyboard.press('Escape');
  await expect
    .poll(
      async () => {
        const modes = (
          await (
            await request.get('/api/v1/audio/transcript/model', {
              headers: { authorization: `Bearer ${member.token}` },
            })
          ).json()
        ).data as { audio_transcript_model_name: string }[];
        return modes.map((mode) => mode.audio_transcript_model_name);
      },
      { timeout: 15_000 },
    )
    .toContain(ACCURATE);
  await memberPage.reload();
  dialog = await openUploadDialog(memberPage);
  await expect(dialog.getByRole('radio', { checked: true })).toHaveAccessibleName(/Accurate/);
  await expect(dialog.getByText(/A more accurate mode is being installed/)).toHaveCount(0);
  await saveScreenshot(memberPage, 'accurate-mode-default-upload');
  await memberPage.keyboard.press('Escape');

  // The meeting came back poor from the built-in engine: one click transcribes it again with the new mode.
  const transcriptId = await completedTranscriptId(request, member.token, audioId);
  await memberPage.setViewportSize({ width: 1440, height: 900 });
  await memberPage.goto(`/dashboard/transcript/${audioId}`);
  const banner = memberPage.getByRole('note', { name: 'This transcript is probably wrong in many places' });
  const again = banner.getByRole('button', { name: `Transcribe again with ${ACCURATE}` });
  await expect(again).toBeVisible();
  await expectNoAxeViolations(memberPage);
  await saveScreenshot(memberPage, 'accurate-mode-poor-banner');
  await again.click();
  // The specs' model writes "speech" for each loud half second: the viewer follows the new text in.
  await expect(memberPage.getByText(/^Speech( speech)*$/).first()).toBeVisible({ timeout: 60_000 });
  const redone = (
    await (
      await request.get(`/api/v1/audio/transcript/${transcriptId}`, {
        headers: { authorization: `Bearer ${member.token}` },
      })
    ).json()
  ).data;
  expect(redone.audio_transcript_status).toBe('completed');
  expect(redone.audio_transcript_produced_by).toMatchObject({
    engine: 'sherpa-transducer',
    model: OWN_MODEL,
  });
  // The header names the mode it now is in, and the banner offers it no more.
  await expect(memberPage.getByText(`${ACCURATE}/English`)).toBeVisible();
  await expect(again).toHaveCount(0);
  await saveScreenshot(memberPage, 'accurate-mode-redone');
  await memberContext.close();

  // The administrator removes it again: it is withdrawn, and the specs after this one see the built-in engine.
  await item.getByRole('button', { name: `Remove ${OWN_MODEL}` }).click();
  await page
    .getByRole('dialog', { name: `Remove ${OWN_MODEL}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(item).toContainText('Not installed');
  const listed = await (await request.get('/api/v1/admin/models', { headers })).json();
  expect(listed.data.models.find((model: { name: string }) => model.name === OWN_MODEL).state).toBe(
    'not_installed',
  );
});
