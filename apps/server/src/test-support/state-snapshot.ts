import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './test-app.js';

/**
 * Every row a request could change (accounts, sessions, API keys, folders, files, transcripts, jobs, the
 * media journal) and the media store's files, as one string: equal snapshots before and after a refused
 * request prove it changed nothing.
 */
export async function stateSnapshot(t: TestApp): Promise<string> {
  const db = t.ctx.db;
  const media = join(t.dataDir, 'media');
  return JSON.stringify({
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    sessions: await db.selectFrom('refresh_tokens').selectAll().orderBy('id').execute(),
    resets: await db.selectFrom('password_resets').selectAll().orderBy('id').execute(),
    folders: await db.selectFrom('folders').selectAll().orderBy('id').execute(),
    audio: await db.selectFrom('audio').selectAll().orderBy('id').execute(),
    transcripts: await db.selectFrom('transcripts').selectAll().orderBy('id').execute(),
    apiKeys: await db.selectFrom('api_keys').selectAll().orderBy('id').execute(),
    webhooks: await db.selectFrom('webhooks').selectAll().orderBy('id').execute(),
    webhookDeliveries: await db.selectFrom('webhook_deliveries').selectAll().orderBy('id').execute(),
    comments: await db.selectFrom('comments').selectAll().orderBy('id').execute(),
    jobs: await db.selectFrom('jobs').select(['id', 'transcript_id', 'status']).orderBy('id').execute(),
    mediaJournal: await db.selectFrom('media_journal').selectAll().orderBy('storage_key').execute(),
    media: readdirSafe(media),
  });
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true }).map(String).sort();
  } catch {
    return [];
  }
}
