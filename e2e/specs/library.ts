import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { createAccount, PASSWORD, signInThroughUi, uniqueEmail } from './helpers';

/** Real read speech from Debian's pocketsphinx-testdata, with what was said. */
export const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';
export const CLIP_A = join(LIBRIVOX, 'sense_and_sensibility_01_austen_64kb-0870.wav');
export const CLIP_B = join(LIBRIVOX, 'sense_and_sensibility_01_austen_64kb-0890.wav');
export const CLIP_A_WORDS =
  'and mister john dashwood had then leisure to consider how much there might be prudently in his power to do for them';

/** The five LibriVox clips read back to back `times` over: a file that takes a while to transcribe. */
export function longSpeech(times: number): string {
  const out = join(mkdtempSync(join(tmpdir(), 'e2e-speech-')), `long-reading-x${times}.wav`);
  const clips = readFileSync(join(LIBRIVOX, 'fileids'), 'utf8').trim().split('\n');
  const inputs = Array.from({ length: times }, () => clips).flat();
  const list = join(tmpdir(), `${basename(out)}.txt`);
  execFileSync('bash', [
    '-c',
    `printf "file '%s'\\n" "$@" > ${list}`,
    '_',
    ...inputs.map((c) => join(LIBRIVOX, `${c}.wav`)),
  ]);
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', out]);
  return out;
}

/** A fresh account and its bearer token, for seeding what a test is not about. */
export async function newAccount(request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix);
  await createAccount(request, email);
  return { email, token: await apiToken(request, email) };
}

/** A bearer token for API calls made on the user's behalf (seeding what the test is not about). */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/v1/auth', {
    data: { login_email: email, login_password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).login.login_access_token as string;
}

export async function createFolder(request: APIRequestContext, token: string, name: string, parent?: number) {
  const headers = { authorization: `Bearer ${token}` };
  const parentId =
    parent ?? (await (await request.get('/api/v1/folder', { headers })).json()).data[0].folder_id;
  const response = await request.post('/api/v1/folder', {
    headers,
    data: { folder_name: name, folder_parent_id: parentId },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data.folder_id as number;
}

export async function uploadFile(
  request: APIRequestContext,
  token: string,
  path: string,
  folderId?: number,
  name = basename(path),
) {
  const response = await request.post('/api/v1/audio', {
    headers: { authorization: `Bearer ${token}` },
    // A spec uploads its recordings as many times as it needs files: each is a copy kept (not "already there").
    multipart: {
      ...(folderId ? { folder_id: String(folderId) } : {}),
      keep_duplicate: 'true',
      file: { name, mimeType: 'audio/wav', buffer: readFileSync(path) },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data.audio_id as number;
}

export async function startTranscription(
  request: APIRequestContext,
  token: string,
  audioId: number,
  speakers = 1,
) {
  return request.post(`/api/v1/audio/transcript/${audioId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      audio_transcript_language_id: 1,
      audio_transcript_model_id: 1,
      audio_transcript_num_speakers: speakers,
    },
  });
}

/** Waits until the file's newest transcript is completed; returns its id. */
export async function completedTranscriptId(request: APIRequestContext, token: string, audioId: number) {
  const headers = { authorization: `Bearer ${token}` };
  let transcript: { audio_transcript_id: number; audio_transcript_status: string } | undefined;
  await expect
    .poll(
      async () => {
        const item = (await (await request.get(`/api/v1/audio/${audioId}`, { headers })).json()).data;
        transcript = item.audio_transcript[0];
        return transcript?.audio_transcript_status;
      },
      { timeout: 180_000, intervals: [1000] },
    )
    .toBe('completed');
  return transcript?.audio_transcript_id as number;
}

/** The table row of a file, by its exact name. */
export function fileRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
}

/** Opens a file's action menu and picks an entry. */
export async function fileAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Launch options for Chromium whose fake microphone plays `file`, permission granted without a prompt. */
export function fakeMicrophone(file: string) {
  return {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-audio-capture=${file}`,
      ],
    },
  };
}

/** A new account signed in on a desktop-sized page with the record modal open and recording. */
export async function openRecorder(page: Page, request: APIRequestContext, prefix: string) {
  const { email, token } = await newAccount(request, prefix);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(page, email);
  await page.getByRole('button', { name: 'Record audio' }).click();
  const modal = page.getByRole('dialog', { name: 'Record audio' });
  await expect(modal.getByText('Recording', { exact: true })).toBeVisible();
  return { token, modal };
}
