import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, PASSWORD, saveScreenshot, signInThroughUi } from './helpers';
import {
  CLIP_A,
  completedTranscriptId,
  longSpeech,
  newAccount,
  startTranscription,
  uploadFile,
} from './library';
import { longTranscriptBlocks, overwriteTranscriptData } from './seed-transcript';

interface Word {
  word: string;
  start: number;
  confidence: number;
}
interface Block {
  audio_transcript_data_speaker: string;
  audio_transcript_data_segment: {
    audio_transcript_data_segment_id: number;
    audio_transcript_data_segment_start_time: number;
    audio_transcript_data_segment_words: Word[];
  }[];
}

/** One account with a real-speech reading transcribed for two speakers, shared by the tests here. */
let account: { email: string; token: string };
let audioId: number;
let blocks: Block[];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  account = await newAccount(request, 'viewer');
  audioId = await uploadFile(request, account.token, longSpeech(1), undefined, 'Reading.wav');
  expect((await startTranscription(request, account.token, audioId, 2)).ok()).toBe(true);
  const transcriptId = await completedTranscriptId(request, account.token, audioId);
  blocks = await readBlocks(request, transcriptId);
});

async function readBlocks(request: APIRequestContext, transcriptId: number): Promise<Block[]> {
  const response = await request.get(`/api/v1/audio/transcript/${transcriptId}`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  return (await response.json()).data.audio_transcript_data;
}

/** Signs in by storing the API's tokens where the app keeps them (the form's texts vary by language). */
async function signInWithTokens(page: Page, request: APIRequestContext) {
  const response = await request.post('/api/v1/auth', {
    data: { login_email: account.email, login_password: PASSWORD },
  });
  const { login } = await response.json();
  await page.goto('/');
  await page.evaluate((tokens) => {
    localStorage.setItem('accessToken', tokens.login_access_token);
    localStorage.setItem('refreshToken', tokens.login_refresh_token);
  }, login);
}

async function openViewer(page: Page, id = audioId) {
  await signInThroughUi(page, account.email);
  await page.goto(`/dashboard/transcript/${id}`);
  await expect(page.locator('[data-segment-id]').first()).toBeVisible();
}

const currentTime = (page: Page) => page.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime);
const playingWordStart = (page: Page) =>
  page
    .locator('[aria-current="true"] span.bg-accent\\/25')
    .getAttribute('data-word-start', { timeout: 10_000 });

test('plays with the segment and word highlighted, seeks on a click, changes speed and jumps to unsure words', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openViewer(page);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => currentTime(page)).toBeGreaterThan(1.5);
  const firstWord = Number(await playingWordStart(page));
  await expect.poll(async () => Number(await playingWordStart(page))).toBeGreaterThan(firstWord);

  // Playing on across a segment boundary moves the segment highlight to the next segment.
  const all = blocks.flatMap((b) => b.audio_transcript_data_segment);
  expect(all.length).toBeGreaterThanOrEqual(2);
  const [first, second] = all as [(typeof all)[number], (typeof all)[number]];
  const segmentRow = (segment: (typeof all)[number]) =>
    page.locator(`[data-segment-id="${segment.audio_transcript_data_segment_id}"]`);
  await expect(segmentRow(first)).toHaveAttribute('aria-current', 'true');
  const boundary = second.audio_transcript_data_segment_start_time;
  await page.locator('audio').evaluate(
    (a: HTMLAudioElement, to) => {
      a.currentTime = to;
    },
    Math.max(0, boundary - 0.8),
  );
  await expect(segmentRow(first)).toHaveAttribute('aria-current', 'true');
  await expect(segmentRow(second)).toHaveAttribute('aria-current', 'true', { timeout: 5000 });
  await expect(segmentRow(first)).not.toHaveAttribute('aria-current');
  expect(await currentTime(page)).toBeGreaterThanOrEqual(boundary);

  // A click on a later segment plays from its start.
  const target = all[Math.min(3, all.length - 1)];
  const start = target?.audio_transcript_data_segment_start_time ?? 0;
  const later = page.locator(`[data-segment-id="${target?.audio_transcript_data_segment_id}"]`);
  await later.locator('p').click();
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(start);
  expect(await currentTime(page)).toBeLessThan(start + 2);
  await expect(later).toHaveAttribute('aria-current', 'true');

  await page.getByLabel('Speed').selectOption('1.5');
  expect(await page.locator('audio').evaluate((a: HTMLAudioElement) => a.playbackRate)).toBe(1.5);
  await page.keyboard.press('>');
  expect(await page.locator('audio').evaluate((a: HTMLAudioElement) => a.playbackRate)).toBe(1.75);

  // U plays from a second before the next word the engine was unsure of.
  const unsure = blocks
    .flatMap((b) => b.audio_transcript_data_segment.flatMap((s) => s.audio_transcript_data_segment_words))
    .filter((w) => w.confidence < 0.3)
    .sort((a, b) => a.start - b.start);
  expect(await page.locator('[data-unsure]').count()).toBe(unsure.length);
  expect(unsure.length).toBeGreaterThan(0);
  await page.keyboard.press('k');
  await page
    .locator('[data-segment-id]')
    .first()
    .getByRole('button', { name: /^Play from/ })
    .click();
  await page.keyboard.press('k');
  const from = await currentTime(page);
  const next = unsure.find((w) => w.start > from + 0.01) ?? unsure[0];
  await page.keyboard.press('u');
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(Math.max(0, (next?.start ?? 0) - 1));
  expect(await currentTime(page)).toBeLessThan((next?.start ?? 0) + 1);
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText('Next unsure word');
  await saveScreenshot(page, 'transcript-playing');
});

test('edits a segment and saves it, keeps the edit and its timing after a reload, renames and merges speakers', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openViewer(page);
  const first = page.locator('[data-segment-id]').first();
  const time = await first.getByRole('button', { name: /^Play from/ }).textContent();
  await page.getByRole('button', { name: 'Edit' }).click();
  const field = first.getByRole('textbox');
  await field.fill(`Checked by hand: ${await field.inputValue()}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Transcript saved.')).toBeVisible();
  await page.reload();
  await expect(first.locator('p')).toContainText('Checked by hand:');
  await expect(first.getByRole('button', { name: /^Play from/ })).toHaveText(time ?? '');

  const speakers = [...new Set(blocks.map((b) => b.audio_transcript_data_speaker))];
  expect(speakers.length).toBe(2);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page
    .getByRole('button', { name: `Rename speaker ${speakers[0]}` })
    .first()
    .click();
  await page.getByRole('textbox', { name: `New name for ${speakers[0]}` }).fill('Narrator');
  await page.keyboard.press('Enter');
  await page.getByRole('combobox', { name: 'Merge speaker' }).selectOption(speakers[1] as string);
  await page.getByRole('combobox', { name: 'into speaker' }).selectOption('Narrator');
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Transcript saved.')).toBeVisible();
  await page.reload();
  const names = page.getByRole('region', { name: 'Transcript' }).getByRole('heading', { level: 2 });
  await expect(names).toHaveText(['Narrator']);
  await expect(page.getByText('1 speaker', { exact: true })).toBeVisible();
});

test('exports all seven formats (WebVTT and ASS too), opens summary, key notes and analytics', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openViewer(page);
  const sidebar = page.getByRole('complementary', { name: 'Actions' });
  for (const format of ['PDF', 'DOCX', 'TXT', 'CSV', 'SRT', 'VTT', 'ASS']) {
    const saving = page.waitForEvent('download');
    await sidebar.getByRole('button', { name: format, exact: true }).click();
    const download = await saving;
    expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${format.toLowerCase()}$`));
    const path = (await download.path()) as string;
    expect(readFileSync(path).length).toBeGreaterThan(100);
    if (format === 'PDF')
      expect(execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' })).toMatch(/Narrator/);
    if (format === 'TXT') expect(readFileSync(path, 'utf8')).toContain('Checked by hand:');
    if (format === 'VTT') expect(readFileSync(path, 'utf8')).toMatch(/^WEBVTT\n/);
    if (format === 'ASS') expect(readFileSync(path, 'utf8')).toMatch(/^\[Script Info\]\n/);
    await expect(sidebar.getByRole('button', { name: format, exact: true })).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
  }

  await sidebar.getByRole('button', { name: 'Get Summary' }).click();
  await expect(page.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Summary' })).toContainText(/\w{4,}/);
  await sidebar.getByRole('button', { name: 'Get Key Notes' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Key Notes' }).getByRole('listitem').first()).toBeVisible();
  await sidebar.getByRole('button', { name: 'View Analytics' }).click();
  const analytics = page.getByRole('tabpanel', { name: 'Analytics' });
  // Named after the recording's own speakers; no call-centre scorecard unless someone is picked as the agent.
  await expect(analytics).toContainText('Duration');
  await expect(analytics).not.toContainText('Agent Scorecard');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'transcript-analytics', { fullPage: true });
  await page.getByRole('button', { name: 'Close Analytics' }).click();
  await expect(page.getByRole('tab', { name: 'Transcription' })).toHaveAttribute('aria-selected', 'true');
});

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

for (const language of ['en', 'de'] as const)
  for (const viewport of [
    { name: 'phone', width: 390, height: 844, userAgent: IPHONE },
    { name: 'desktop', width: 1440, height: 900, userAgent: undefined },
  ])
    test.describe(`${language} ${viewport.name}`, () => {
      test.use({
        viewport: { width: viewport.width, height: viewport.height },
        userAgent: viewport.userAgent,
      });

      test('the viewer is accessible and pictured; a phone gets a mute toggle', async ({
        page,
        context,
        request,
      }) => {
        await context.addCookies([{ name: 'i18next', value: language, domain: '127.0.0.1', path: '/' }]);
        await signInWithTokens(page, request);
        await page.goto(`/dashboard/transcript/${audioId}`);
        await expect(page.locator('[data-segment-id]').first()).toBeVisible();
        const de = language === 'de';
        const actions = de ? 'Aktionen' : 'Actions';
        if (viewport.name === 'phone') {
          await expect(page.getByRole('slider', { name: de ? 'Lautstärke' : 'Volume' })).toHaveCount(0);
          await page.getByRole('button', { name: de ? 'Stummschalten' : 'Mute' }).click();
          expect(await page.locator('audio').evaluate((a: HTMLAudioElement) => a.muted)).toBe(true);
          await page.getByRole('button', { name: actions }).click();
          await expect(page.getByRole('dialog', { name: actions })).toBeVisible();
          await expectNoAxeViolations(page);
          await saveScreenshot(page, `transcript-actions-${language}`);
          await page.keyboard.press('Escape');
        } else
          await expect(page.getByRole('slider', { name: de ? 'Lautstärke' : 'Volume' })).toHaveValue('0.75');
        await expectNoAxeViolations(page);
        await saveScreenshot(page, `transcript-${language}`);
      });
    });

test('a seeded 3-hour transcript of 2,000 segments opens and scrolls to its end', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await uploadFile(request, account.token, CLIP_A, undefined, 'Three hours.wav');
  expect((await startTranscription(request, account.token, id)).ok()).toBe(true);
  overwriteTranscriptData(await completedTranscriptId(request, account.token, id), longTranscriptBlocks());
  await page.setViewportSize({ width: 1440, height: 900 });
  await openViewer(page, id);
  await expect(page.locator('[data-segment-id="1"]')).toContainText('s1 ');
  const last = page.locator('[data-segment-id="2000"]');
  for (let i = 0; i < 60 && !(await last.isVisible()); i++) await page.mouse.wheel(0, 20_000);
  await expect(last).toContainText('s2000');
  await expect(last.getByRole('button', { name: /^Play from/ })).toHaveText('2:59:54');
  expect(await page.locator('[data-segment-id]').count()).toBeLessThan(80);
  await saveScreenshot(page, 'transcript-3h-end');
});
