import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, saveScreenshot, signInThroughUi } from './helpers';
import { seededDepotPlanning } from './seed-transcript';

/** Three timed segments within the real 7 s reading, the last about the budget (which the model cites). */
const SEGMENTS: [number, number, string][] = [
  [0, 1.8, 'Welcome to the planning meeting for the new depot.'],
  [2, 3.6, 'We looked at the delivery schedule first.'],
  [4, 6.6, 'The budget was approved on Friday by the board.'],
];
const CITED_START = 4;

function blocks() {
  return [
    {
      audio_transcript_data_id: 1,
      audio_transcript_data_speaker: 'Speaker 1',
      audio_transcript_data_segment: SEGMENTS.map(([start, end, text], i) => {
        const words = text.split(' ');
        const step = (end - start) / words.length;
        return {
          audio_transcript_data_segment_id: i + 1,
          audio_transcript_data_segment_transcript: text,
          audio_transcript_data_segment_start_time: start,
          audio_transcript_data_segment_end_time: end,
          audio_transcript_data_segment_verified: false,
          audio_transcript_data_segment_sa: null,
          audio_transcript_data_segment_words: words.map((word, w) => ({
            word,
            start: Math.round((start + w * step) * 1000) / 1000,
            end: Math.round((start + (w + 0.9) * step) * 1000) / 1000,
            confidence: 0.95,
          })),
        };
      }),
    },
  ];
}

async function askInViewer(page: Page) {
  await page.getByRole('button', { name: 'Ask a question' }).click();
  await expect(page.getByRole('tab', { name: 'Ask', selected: true })).toBeVisible();
  await page.getByLabel('Ask about this transcript').fill('When was the budget approved?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  const answer = page.getByRole('article', { name: 'Answer to: When was the budget approved?' });
  // It streams in word by word (Cancel is offered meanwhile), then stands whole with its citation.
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeHidden();
  await expect(answer).toContainText('The budget was approved on Friday by the board');
  return answer;
}

test('a question about a transcript is answered with a citation that plays the recording from there', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { account, audioId } = await seededDepotPlanning(request, 'ask', blocks());

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(page, account.email);
  await page.goto(`/dashboard/transcript/${audioId}`);
  const answer = await askInViewer(page);
  const citation = answer.getByRole('button', { name: 'Play from 0:04' }).first();
  await expect(citation).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'ask-viewer');

  await citation.click();
  const audio = page.locator('audio');
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => (a.paused ? -1 : a.currentTime)), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(CITED_START);
  const time = await audio.evaluate((a: HTMLAudioElement) => a.currentTime);
  expect(time).toBeLessThan(CITED_START + 2.5);
  expect(await audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(false);

  // The conversation is kept: after a reload it is listed, and Clear empties it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  // On a phone the viewer's actions are behind a button.
  await page.getByRole('button', { name: 'Actions', exact: true }).click();
  await page.getByRole('button', { name: 'Ask a question' }).click();
  await expect(page.getByRole('region', { name: 'Earlier questions' })).toContainText(
    'When was the budget approved?',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'ask-viewer');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('region', { name: 'Earlier questions' })).toBeHidden();

  // Across the library: the citation opens the file's transcript at that time.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard/ask');
  await page.getByLabel('Your question').fill('Who approved the budget?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  const link = page.getByRole('link', { name: 'Open Depot planning.wav at 0:04' }).first();
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'ask-library');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'ask-library');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/transcript/${audioId}\\?t=${CITED_START}$`));
});
