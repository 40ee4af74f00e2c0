import { expect, test } from './fixtures';
import { expectNoAxeViolations, saveScreenshot, signInThroughUi } from './helpers';
import { completedTranscriptId, longSpeech, newAccount, startTranscription, uploadFile } from './library';

interface Segment {
  audio_transcript_data_segment_id: number;
  audio_transcript_data_segment_transcript: string;
  audio_transcript_data_segment_start_time: number;
}

const longWords = (segment: Segment) =>
  segment.audio_transcript_data_segment_transcript.toLowerCase().match(/\b[a-z]{6,}\b/g) ?? [];

/** A long word the recogniser heard in one segment only, as late in the recording as there is one. */
function distinctiveWord(segments: Segment[]): { word: string; segment: Segment } {
  const count = new Map<string, number>();
  for (const word of segments.flatMap((s) => [...new Set(longWords(s))]))
    count.set(word, (count.get(word) ?? 0) + 1);
  for (const segment of [...segments].sort(
    (a, b) => b.audio_transcript_data_segment_start_time - a.audio_transcript_data_segment_start_time,
  )) {
    const word = longWords(segment).find((w) => count.get(w) === 1);
    if (word) return { word, segment };
  }
  throw new Error('no distinctive word was recognised');
}

test('a word heard in a recording finds it; choosing the match plays the recording from there, the word marked', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const account = await newAccount(request, 'search');
  const headers = { authorization: `Bearer ${account.token}` };
  const audioId = await uploadFile(request, account.token, longSpeech(1), undefined, 'Austen reading.wav');
  expect((await startTranscription(request, account.token, audioId)).ok()).toBe(true);
  const transcriptId = await completedTranscriptId(request, account.token, audioId);
  const data = (await (await request.get(`/api/v1/audio/transcript/${transcriptId}`, { headers })).json())
    .data;
  const { word, segment } = distinctiveWord(
    data.audio_transcript_data.flatMap(
      (block: { audio_transcript_data_segment: Segment[] }) => block.audio_transcript_data_segment,
    ),
  );
  const start = segment.audio_transcript_data_segment_start_time;
  expect(start, 'a segment that does not start the recording').toBeGreaterThan(1);

  await signInThroughUi(page, account.email);
  await page.keyboard.press('/');
  const box = page.getByRole('searchbox', { name: 'Search your files and transcripts' });
  await expect(box).toBeFocused();
  await box.fill(word.toUpperCase());
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('link', { name: 'Austen reading.wav' })).toBeVisible();
  const match = results.getByRole('list', { name: 'Matches in Austen reading.wav' }).getByRole('link');
  await expect(match).toHaveCount(1);
  await expect(match.locator('mark').first()).toHaveText(new RegExp(`^${word}$`, 'i'));
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'search-results');

  await match.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/transcript/${audioId}\\?t=${start}&`));
  // The audio plays from the match's segment on: past its start, not from the beginning, and moving.
  const audio = page.locator('audio');
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => (a.paused ? -1 : a.currentTime)), { timeout: 15_000 })
    .toBeGreaterThan(start);
  expect(await audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeLessThan(start + 5);
  // The segment is on screen with the word marked.
  const row = page.locator(`[data-segment-id="${segment.audio_transcript_data_segment_id}"]`);
  await expect(row.locator('mark', { hasText: new RegExp(`^${word}`, 'i') }).first()).toBeInViewport();
  await saveScreenshot(page, 'search-viewer');
});
