import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expect } from './fixtures';
import { apiToken, CLIP_A, completedTranscriptId, startTranscription, uploadFile } from './library';
import { ADMIN } from './owner';

interface Block {
  audio_transcript_data_id: number;
  audio_transcript_data_segment: {
    audio_transcript_data_segment_id: number;
    audio_transcript_data_segment_transcript: string;
  }[];
}

/** The owner moves the account to the premium plan: more than the Free plan's three transcriptions a day. */
export async function makePremium(request: APIRequestContext, email: string) {
  const headers = { authorization: `Bearer ${await apiToken(request, ADMIN)}` };
  const found = await request.get(`/api/v1/admin/users?q=${encodeURIComponent(email)}`, { headers });
  const user = (await found.json()).data.users.find((u: { user_email: string }) => u.user_email === email);
  const changed = await request.patch(`/api/v1/admin/users/${user.user_id}`, {
    headers,
    data: { plan: 'premium' },
  });
  expect(changed.ok(), `plan change answered ${changed.status()}`).toBe(true);
}

/**
 * One short reading (CLIP_A) uploaded under each name and transcribed to completion: a library of finished
 * files. Answers each file's audio and transcript ids by name.
 */
export async function finishedFiles(request: APIRequestContext, token: string, names: readonly string[]) {
  const audioIds: number[] = [];
  for (const name of names) {
    const audioId = await uploadFile(request, token, CLIP_A, undefined, name);
    const started = await startTranscription(request, token, audioId);
    expect(started.ok(), `transcription of ${name} refused: ${started.status()}`).toBe(true);
    audioIds.push(audioId);
  }
  const files = new Map<string, { audioId: number; transcriptId: number }>();
  for (const [index, name] of names.entries()) {
    const audioId = audioIds[index] as number;
    files.set(name, { audioId, transcriptId: await completedTranscriptId(request, token, audioId) });
  }
  return files;
}

/** Marks every segment of a transcript verified (a review save), so the file list answers it 100% reviewed. */
export async function markFullyReviewed(
  request: APIRequestContext,
  token: string,
  file: { audioId: number; transcriptId: number },
) {
  const headers = { authorization: `Bearer ${token}` };
  const url = `/api/v1/audio/transcript/${file.transcriptId}`;
  const blocks: Block[] = (await (await request.get(url, { headers })).json()).data.audio_transcript_data;
  const saved = await request.put(url, {
    headers,
    data: {
      audio_transcript_data: blocks.map((block) => ({
        audio_transcript_data_id: block.audio_transcript_data_id,
        audio_transcript_data_segment: block.audio_transcript_data_segment.map((segment) => ({
          audio_transcript_data_segment_id: segment.audio_transcript_data_segment_id,
          audio_transcript_data_segment_transcript: segment.audio_transcript_data_segment_transcript,
          audio_transcript_data_segment_verified: true,
        })),
      })),
    },
  });
  expect(saved.ok(), `review save answered ${saved.status()}`).toBe(true);
  const item = (await (await request.get(`/api/v1/audio/${file.audioId}`, { headers })).json()).data;
  expect(item.audio_transcript[0].audio_transcript_reviewed_percent).toBe(100);
}

/** The files a list shows, by the names of their selection boxes (all but "Select all files"). */
export function listedFiles(page: Page) {
  return page.getByRole('checkbox', { name: /^Select .+\.wav$/ });
}

/** Expects the list to show exactly these files, in any order. */
export async function expectListed(page: Page, names: readonly string[]) {
  const boxes = listedFiles(page);
  await expect(boxes).toHaveCount(names.length);
  for (const name of names)
    await expect(page.getByRole('checkbox', { name: `Select ${name}` })).toBeVisible();
}

/** A zip's entries, each as text, by name. */
export function zipEntries(path: string): Record<string, string> {
  const entries = unzipSync(new Uint8Array(readFileSync(path)));
  return Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]));
}
