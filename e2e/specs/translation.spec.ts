import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { chooseTool, expectNoAxeViolations, saveScreenshot, signInThroughUi } from './helpers';
import { seededDepotPlanning } from './seed-transcript';

/** Three timed segments within the real 7 s reading, by two speakers. */
const SEGMENTS: [number, number, string][] = [
  [0, 1.8, 'Welcome to the planning meeting for the new depot.'],
  [2, 3.6, 'We looked at the delivery schedule first.'],
  [4, 6.6, 'The budget was approved on Friday by the board.'],
];

const blocks = () =>
  SEGMENTS.map(([start, end, text], i) => ({
    audio_transcript_data_id: i + 1,
    audio_transcript_data_speaker: i === 2 ? 'Ben' : 'Anna',
    audio_transcript_data_segment: [
      {
        audio_transcript_data_segment_id: i + 1,
        audio_transcript_data_segment_transcript: text,
        audio_transcript_data_segment_start_time: start,
        audio_transcript_data_segment_end_time: end,
        audio_transcript_data_segment_verified: false,
        audio_transcript_data_segment_sa: null,
        audio_transcript_data_segment_words: [],
      },
    ],
  }));

test('a transcript is translated into Spanish, shown side by side, and exported as Spanish subtitles', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { account, audioId } = await seededDepotPlanning(request, 'translate', blocks());

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(page, account.email);
  await page.goto(`/dashboard/transcript/${audioId}`);
  await chooseTool(page, 'Translate…');
  const dialog = page.getByRole('dialog', { name: 'Translation' });
  await dialog.getByLabel('Translate into').selectOption({ label: 'Spanish' });
  await dialog.getByRole('button', { name: 'Translate' }).click();
  const control = page.getByRole('group', { name: 'Translation' });
  // Progress from the event stream while the job runs, then both columns.
  await expect(control.getByRole('progressbar', { name: 'Translating into Spanish' })).toBeVisible();
  await expect(control.getByRole('button', { name: 'Spanish side by side' })).toHaveAttribute(
    'aria-pressed',
    'true',
    { timeout: 30_000 },
  );
  const last = page.locator('[data-segment-id="3"]');
  await expect(last).toContainText('The budget was approved on Friday by the board.');
  await expect(last.locator('[data-translation-segment="3"]')).toHaveText(
    'La presupuesto fue aprobado el Viernes por la junta.',
  );
  await expect(page.locator('[data-segment-id="1"] [lang="es"]')).toHaveText(
    'Bienvenidos a la planificación reunión para la nuevo depósito.',
  );

  // The follow-along highlight: the playing row is marked, its translation with it.
  await last.getByRole('button', { name: 'Play from 0:04' }).click();
  await expect(page.locator('[aria-current="true"] [data-translation-segment="3"] p')).toHaveClass(
    /bg-accent\/15/,
    { timeout: 10_000 },
  );
  await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.pause());
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'translation-viewer');

  // Export the Spanish subtitles: the same times and speakers, the translated text.
  const actions = page.getByRole('complementary', { name: 'Actions' });
  await actions.getByLabel('Language').selectOption({ label: 'Spanish' });
  const downloading = page.waitForEvent('download');
  await actions.getByRole('button', { name: 'SRT' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Depot planning.es.srt');
  const srt = readFileSync((await download.path()) as string, 'utf8').replace(/\r\n/g, '\n');
  expect(srt).toContain('00:00:04,000 --> ');
  const texts = srt.split('\n').filter((line) => !/^\d+$/.test(line) && !line.includes('-->'));
  expect(texts.join(' ').replace(/\s+/g, ' ')).toContain(
    'Ben: La presupuesto fue aprobado el Viernes por la junta.',
  );
  expect(srt).not.toContain('budget');

  // The export's "Preparing" toast gone first: axe misreads contrast while a toast fades.
  await expect(page.getByText('Preparing SRT export...')).toBeHidden({ timeout: 10_000 });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(last.locator('[data-translation-segment="3"]')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'translation-viewer');
});
