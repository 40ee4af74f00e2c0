import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, saveScreenshot, signInThroughUi } from './helpers';
import { completedTranscriptId, newAccount, startTranscription } from './library';

/** 30 s of a real AMI meeting, two people talking (the shared data beside the repository). */
const MEETING = new URL('../../../shared/data/conversations/dev00.flac', import.meta.url).pathname;

interface Segment {
  audio_transcript_data_segment_id: number;
  audio_transcript_data_segment_sa: unknown;
  audio_transcript_data_segment_words: { confidence: number }[];
}
interface Mode {
  audio_transcript_model_name: string;
  audio_transcript_model_languages: string[];
  audio_transcript_model_accuracy: { rank: number };
}

async function get(request: APIRequestContext, token: string, path: string) {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

test('a meeting the built-in engine mostly mishears opens poor: the banner says so and what to do, and segments it did not hear are marked', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { email, token } = await newAccount(request, 'quality');
  const upload = await request.post('/api/v1/audio', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'Meeting.flac', mimeType: 'audio/flac', buffer: readFileSync(MEETING) } },
  });
  expect(upload.status()).toBe(201);
  const audioId = (await upload.json()).data.audio_id as number;
  expect((await startTranscription(request, token, audioId, 2)).ok()).toBe(true);
  const transcriptId = await completedTranscriptId(request, token, audioId);

  const data = await get(request, token, `/api/v1/audio/transcript/${transcriptId}`);
  const quality = data.audio_transcript_quality as { unsure_share: number; verdict: string };
  console.log(`The meeting came back ${quality.verdict}, unsure share ${quality.unsure_share}`);
  expect(quality.verdict, `unsure share ${quality.unsure_share}`).toBe('poor');
  const segments: Segment[] = data.audio_transcript_data.flatMap(
    (block: { audio_transcript_data_segment: Segment[] }) => block.audio_transcript_data_segment,
  );
  // The segments without sentiment because most of their words are unsure (the contract's mostlyUnsure).
  const tooUnsure = new Set(
    segments
      .filter((s) => {
        const words = s.audio_transcript_data_segment_words;
        return (
          s.audio_transcript_data_segment_sa === null &&
          words.filter((w) => w.confidence < 0.3).length * 2 > words.length
        );
      })
      .map((s) => s.audio_transcript_data_segment_id),
  );
  expect(tooUnsure.size).toBeGreaterThan(0);

  // What the banner offers next depends on the modes installed and on who is asking.
  const modes: Mode[] = await get(request, token, '/api/v1/audio/transcript/model');
  const fast =
    modes.find((m) => m.audio_transcript_model_name === 'Fast')?.audio_transcript_model_accuracy.rank ?? 0;
  const better = modes
    .filter(
      (m) =>
        m.audio_transcript_model_accuracy.rank > fast && m.audio_transcript_model_languages.includes('en'),
    )
    .sort((a, b) => b.audio_transcript_model_accuracy.rank - a.audio_transcript_model_accuracy.rank)[0];
  const admin = (await get(request, token, '/api/v1/user/me')).user_is_admin === true;

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(page, email);
  await expect(
    page.getByRole('row').filter({ hasText: 'Meeting.flac' }).getByText('Poor', { exact: true }),
  ).toBeVisible();
  await saveScreenshot(page, 'transcript-quality-file-list');
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('listitem').filter({ hasText: 'Meeting.flac' });
  await expect(card.getByText('Poor', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'transcript-quality-file-list');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/dashboard/transcript/${audioId}`);
  const banner = page.getByRole('note', { name: 'This transcript is probably wrong in many places' });
  await expect(banner).toContainText(
    `The engine was unsure of ${Math.round(quality.unsure_share * 100)}% of the words, so the text, its sentiment and its summaries may be wrong.`,
  );
  if (better)
    await expect(
      banner.getByRole('button', { name: `Transcribe again with ${better.audio_transcript_model_name}` }),
    ).toBeVisible();
  else if (admin)
    await expect(banner.getByRole('link', { name: 'Install an accurate mode' })).toHaveAttribute(
      'href',
      '/dashboard/admin',
    );
  else await expect(banner).toContainText('Ask an administrator to install an accurate mode.');
  await expect(banner.getByRole('button', { name: 'Review it' })).toBeVisible();
  // Each segment drawn (the list draws those in view) is marked exactly when the engine was too unsure of it.
  await expect(page.getByText('Not analyzed: too unsure').first()).toBeVisible();
  for (const row of await page.locator('[data-segment-id]').all()) {
    const id = Number(await row.getAttribute('data-segment-id'));
    await expect(row.getByText('Not analyzed: too unsure')).toHaveCount(tooUnsure.has(id) ? 1 : 0);
  }
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'transcript-quality-poor');

  // On a phone the banner folds to its title, so the text starts on the first screen; a tap opens it.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Review it' })).toBeHidden();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'transcript-quality-poor');
  await banner.getByText('This transcript is probably wrong in many places').click();

  // Review it: review mode starts on the transcript.
  await banner.getByRole('button', { name: 'Review it' }).click();
  await expect(page.getByRole('region', { name: 'Review' })).toBeVisible();
});
