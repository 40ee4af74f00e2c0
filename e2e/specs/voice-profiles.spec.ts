import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseTool, expectNoAxeViolations, saveScreenshot, signInThroughUi } from './helpers';
import {
  CLIP_A,
  completedTranscriptId,
  fileAction,
  longSpeech,
  newAccount,
  startTranscription,
  uploadFile,
} from './library';

// A voice saved from one recording names its speaker in the next: a LibriVox reader is named "Narrator" in
// a reading of five clips and her voice saved; a clip of that reading transcribed afterwards calls her
// Narrator by itself, marked as recognised by voice. The profile is then re-trained from that transcript,
// renamed and deleted on the Profile page; said to be speaking in the clip transcribed again, she is named
// without matching. (Refusals, such as a name taken or too little speech, answer
// 4xx, which this suite counts as console errors; the component tests cover them.)

const transcriptRegion = (page: Page) => page.getByRole('region', { name: 'Transcript' });

test('Save voice names the speaker in later transcripts; the profile is re-trained, renamed and deleted', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const { email, token } = await newAccount(request, 'voices');
  const readingId = await uploadFile(request, token, longSpeech(1), undefined, 'Reading.wav');
  expect((await startTranscription(request, token, readingId, 1)).ok()).toBe(true);
  await completedTranscriptId(request, token, readingId);

  // The viewer: no voice to save before the speaker has a name.
  await signInThroughUi(page, email);
  await page.goto(`/dashboard/transcript/${readingId}`);
  const region = transcriptRegion(page);
  await expect(region.getByRole('heading', { level: 2 })).toHaveText(['Speaker 1']);
  await expect(
    page.getByRole('button', { name: 'Save the voice of Speaker 1 (name the speaker first)' }),
  ).toBeDisabled();

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Save the voice of/ })).toHaveCount(0);
  await region.getByRole('button', { name: 'Rename speaker Speaker 1' }).click();
  await page.getByRole('textbox', { name: 'New name for Speaker 1' }).fill('Narrator');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Transcript saved.')).toBeVisible();

  const save = page.getByRole('button', { name: 'Save the voice of Narrator' });
  await save.click();
  await expect(
    page.getByText('Voice of Narrator saved: later transcripts name them when their voice matches.'),
  ).toBeVisible({ timeout: 30_000 });
  await expect(save).toHaveText('Voice saved');
  await expect(save).toBeDisabled();
  // A name a person gave carries no voice mark.
  await expect(region.getByText('Recognised by voice')).toHaveCount(0);

  // A later recording of the same reader: named by her voice, and the viewer says so.
  const clipId = await uploadFile(request, token, CLIP_A, undefined, 'Clip.wav');
  expect((await startTranscription(request, token, clipId, 1)).ok()).toBe(true);
  await completedTranscriptId(request, token, clipId);
  await page.goto(`/dashboard/transcript/${clipId}`);
  await expect(region.getByRole('heading', { level: 2 })).toHaveText(['Narrator']);
  const mark = region.getByText('Recognised by voice');
  await expect(mark).toBeVisible();
  await expect(mark).toHaveAttribute('title', /^Named by a saved voice: \d+% alike \(/);
  await saveScreenshot(page, 'voice-recognised');
  await expectNoAxeViolations(page);

  // The Profile page lists it, with what it was made from.
  await page.goto('/dashboard/profile');
  await page.getByRole('tab', { name: 'Voice profiles' }).click();
  const list = page.getByRole('list', { name: 'Your voice profiles' });
  const item = list.getByRole('listitem').filter({ hasText: 'Narrator' });
  await expect(item).toContainText('built-in voice statistics');
  await expect(item).toContainText(/\d+ s of speech/);
  await expect(item.getByRole('link', { name: 'Reading.wav' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Re-trained from the clip, where her voice named her.
  await page.getByRole('button', { name: 'Re-train Narrator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Re-train “Narrator”' });
  await dialog.getByRole('combobox', { name: 'Transcript' }).selectOption('Clip.wav');
  await expect(dialog.getByRole('combobox', { name: 'Speaker' })).toHaveValue('Narrator');
  await dialog.getByRole('button', { name: 'Re-train' }).click();
  await expect(page.getByText('“Narrator” re-trained from Narrator in Clip.wav.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(item.getByRole('link', { name: 'Clip.wav' })).toBeVisible();
  await saveScreenshot(page, 'voice-profiles');

  // Said before transcribing: the clip again with "Who is speaking" set to her voice. She is named without
  // her voice being matched, and About this transcript says who was said to speak.
  await page.goto('/dashboard/');
  await fileAction(page, 'Clip.wav', 'Transcribe again');
  const again = page.getByRole('dialog', { name: 'Transcribe Clip.wav again' });
  await again.getByRole('button', { name: 'Speaker recognition' }).click();
  await again.getByLabel('Who is speaking').selectOption('Narrator');
  await again.getByRole('button', { name: 'Start transcription' }).click();
  await expect(again).toBeHidden();
  await completedTranscriptId(request, token, clipId);
  await page.goto(`/dashboard/transcript/${clipId}`);
  await expect(region.getByRole('heading', { level: 2 })).toHaveText(['Narrator']);
  await expect(region.getByText('Recognised by voice')).toHaveCount(0);
  await chooseTool(page, 'About this transcript');
  await expect(page.getByText('Who is speaking')).toBeVisible();
  await page.goto('/dashboard/profile');
  await page.getByRole('tab', { name: 'Voice profiles' }).click();

  // Renamed in place, then deleted after asking.
  await page.getByRole('button', { name: 'Rename voice profile Narrator' }).click();
  await page.getByRole('textbox', { name: 'New name for Narrator' }).fill('Marianne');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Voice profile renamed to “Marianne”.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Marianne');

  await page.getByRole('button', { name: 'Delete voice profile Marianne' }).click();
  await page
    .getByRole('dialog', { name: 'Delete the voice profile “Marianne”?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Voice profile “Marianne” deleted.')).toBeVisible();
  await expect(page.getByText('No voice profiles yet')).toBeVisible();
  const left = await request.get('/api/v1/voice-profile', { headers: { authorization: `Bearer ${token}` } });
  expect((await left.json()).data).toEqual([]);
});
