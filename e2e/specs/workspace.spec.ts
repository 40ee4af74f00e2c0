import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, latestMailTo, saveScreenshot, signInThroughUi } from './helpers';
import { CLIP_A, completedTranscriptId, newAccount, startTranscription, uploadFile } from './library';

const WORKSPACE = 'Research team';
const FILE = 'Team reading.wav';

/** The owner's workspace, its top folder and the transcribed file in it; the invited viewer. */
let owner: { email: string; token: string };
let viewer: { email: string; token: string };
let workspaceId: number;
let audioId: number;

async function api(request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown) {
  const response = await request[method](path, {
    headers: { authorization: `Bearer ${owner.token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return (await response.json()).data;
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  owner = await newAccount(request, 'ws-owner');
  viewer = await newAccount(request, 'ws-viewer');
  workspaceId = (await api(request, 'post', '/api/v1/workspace', { workspace_name: WORKSPACE })).workspace_id;
  const trees: Array<{ folder_id: number; folder_workspace_id?: number }> = await api(
    request,
    'get',
    '/api/v1/folder',
  );
  const top = trees.find((tree) => tree.folder_workspace_id === workspaceId);
  expect(top, "the workspace's top folder").toBeDefined();
  audioId = await uploadFile(request, owner.token, CLIP_A, top?.folder_id, FILE);
  expect((await startTranscription(request, owner.token, audioId)).ok()).toBe(true);
  await completedTranscriptId(request, owner.token, audioId);
});

/** The invitation link the server mailed to the viewer (the outbox, as no SMTP server is configured). */
async function invitationPath(request: APIRequestContext): Promise<string> {
  await api(request, 'post', `/api/v1/workspace/${workspaceId}/invitation`, {
    email: viewer.email,
    role: 'viewer',
  });
  let link: string | undefined;
  await expect
    .poll(() => {
      link = latestMailTo(viewer.email)?.match(/https?:\/\/\S+\/invite\/[A-Za-z0-9_-]+/)?.[0];
      return link;
    })
    .toBeDefined();
  return new URL(link as string).pathname;
}

/** The sidebar's Workspaces section, in the drawer on a phone. */
async function workspaceSection(page: Page) {
  const phone = (page.viewportSize()?.width ?? 0) < 1024;
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  const section = page.getByRole('region', { name: 'Workspaces' });
  await expect(section.getByRole('button', { name: WORKSPACE, exact: true })).toBeVisible();
  await expect(section.getByText('Viewer', { exact: true })).toBeVisible();
  return section;
}

test("a viewer accepts an invitation, finds the workspace's file in the sidebar and reads its transcript without editing", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const path = await invitationPath(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(page, viewer.email);
  await page.goto(path);
  await expect(page.getByText(new RegExp(`${WORKSPACE} as Viewer\\.`))).toBeVisible();
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/workspace/${workspaceId}$`));

  // The sidebar: the own folders as before, then the workspace under its name with the viewer's role.
  const section = await workspaceSection(page);
  await section.getByRole('button', { name: WORKSPACE, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/\?folder=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: WORKSPACE })).toBeVisible();
  await expect(page.getByRole('button', { name: FILE, exact: true })).toBeVisible();
  await expect(page.getByText(/Your role here is Viewer/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Transcribe Files' })).toHaveCount(0);
  await page.getByRole('button', { name: `Actions for ${FILE}`, exact: true }).click();
  await expect(page.getByRole('menuitem')).toHaveText([
    'Open Transcript',
    'Export Transcript',
    'Download Audio',
  ]);
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'workspace-viewer-dashboard');

  // The transcript: read, play and export, nothing that changes it.
  await page.getByRole('button', { name: FILE, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/transcript/${audioId}$`));
  await expect(page.locator('[data-segment-id]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^(Edit|Review|Share|Redo a stretch|Redo speakers)$/ }),
  ).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Add comment at/ })).toHaveCount(0);
  await expect(
    page.getByRole('complementary', { name: 'Actions' }).getByRole('button', { name: 'PDF' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'workspace-viewer-transcript');

  // A phone: the same, the workspace in the drawer, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'workspace-viewer-transcript');

  await page.goto('/dashboard/');
  await workspaceSection(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'workspace-viewer-dashboard');
});
