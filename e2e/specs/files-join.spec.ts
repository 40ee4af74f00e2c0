import { expect, test } from './fixtures';
import { signInThroughUi } from './helpers';
import {
  CLIP_A,
  CLIP_A_WORDS,
  CLIP_B,
  completedTranscriptId,
  fileAction,
  fileRow,
  newAccount,
  uploadFile,
} from './library';

const CLIP_B_WORDS = 'unless to be rather cold hearted and rather selfish is to be ill disposed';
const longWords = (text: string) => [...new Set(text.split(' '))].filter((word) => word.length > 3);

test('two files of a call that dropped are joined in order into one new file that transcribes as one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { email, token } = await newAccount(request, 'join');
  await uploadFile(request, token, CLIP_A, undefined, 'call part 1.wav');
  await uploadFile(request, token, CLIP_B, undefined, 'call part 2.wav');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(page, email);

  await page.getByRole('checkbox', { name: 'Select call part 2.wav' }).check();
  await page.getByRole('checkbox', { name: 'Select call part 1.wav' }).check();
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Join', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Join 2 files into one?' });
  // Oldest first, whatever order they were picked in.
  await expect(dialog.getByRole('listitem')).toHaveText(['call part 1.wav', 'call part 2.wav']);
  await dialog.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByText(/^Joined into call part 1/)).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();

  // The originals stay beside the new file, which transcribes as one recording.
  await expect(page.getByRole('button', { name: /^call part/ })).toHaveCount(3);
  const joinedName = (await page.getByText(/^Joined into /).textContent())?.replace(
    /^Joined into (.*)\.$/,
    '$1',
  );
  expect(joinedName).toBeTruthy();
  await fileAction(page, joinedName as string, 'Transcribe');
  // Never transcribed yet: "Transcribe …", without "again".
  const transcribe = page.getByRole('dialog', { name: `Transcribe ${joinedName}` });
  await transcribe.getByRole('button', { name: 'Start transcription' }).click();
  await expect(fileRow(page, joinedName as string)).toContainText('Completed', { timeout: 60_000 });

  const headers = { authorization: `Bearer ${token}` };
  const items = (await (await request.get('/api/v1/audio', { headers })).json()).data;
  const joined = items.find(
    (item: { audio_file: { file_name: string } }) => item.audio_file.file_name === joinedName,
  );
  expect(joined.audio_duration).toBeGreaterThan(7.1 + 5.3 - 0.5);
  const transcriptId = await completedTranscriptId(request, token, joined.audio_id);
  const transcript = await (
    await request.get(`/api/v1/audio/transcript/${transcriptId}`, { headers })
  ).json();
  const heard = new Set(
    JSON.stringify(transcript.data.audio_transcript_data)
      .toLowerCase()
      .split(/[^a-z]+/),
  );
  const first = longWords(CLIP_A_WORDS).filter((word) => heard.has(word));
  const second = longWords(CLIP_B_WORDS).filter((word) => heard.has(word));
  console.log(`joined file: first part ${first.join(' ')} | second part ${second.join(' ')}`);
  expect(first.length).toBeGreaterThanOrEqual(2);
  expect(second.length).toBeGreaterThanOrEqual(2);
});
