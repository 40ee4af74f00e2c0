import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { ShareLinksTable } from '../schema.js';

const linkColumns = [
  'share_links.id',
  'share_links.transcript_id',
  'share_links.token_hint',
  'share_links.start_time',
  'share_links.end_time',
  'share_links.allow_export',
  'share_links.expires_at',
  'share_links.created_at',
  'share_links.open_count',
  'share_links.last_opened_at',
  'audio.id as audio_id',
  'audio.file_name as audio_name',
] as const;

function linksWithAudio(db: Db) {
  return db
    .selectFrom('share_links')
    .innerJoin('transcripts', 'transcripts.id', 'share_links.transcript_id')
    .innerJoin('audio', 'audio.id', 'transcripts.audio_id');
}

export type ShareLinkListRow = Awaited<ReturnType<typeof shareLinksOf>>[number];

/** The user's links, newest first; only those of one transcript when `transcriptId` is given. */
export function shareLinksOf(db: Db, userId: number, transcriptId?: number) {
  let query = linksWithAudio(db).select(linkColumns).where('share_links.user_id', '=', userId);
  if (transcriptId !== undefined) query = query.where('share_links.transcript_id', '=', transcriptId);
  return query.orderBy('share_links.id', 'desc').execute();
}

export async function insertShareLink(db: Db, values: Insertable<ShareLinksTable>): Promise<number> {
  const row = await db.insertInto('share_links').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** One of the user's links; undefined for another user's or a missing id. */
export function findShareLink(db: Db, userId: number, id: number) {
  return linksWithAudio(db)
    .select(linkColumns)
    .where('share_links.id', '=', id)
    .where('share_links.user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * The link whose token hashes to `tokenHash`, if it has not expired by `now`, with what it shows: the
 * completed transcript's text and the recording's file. Undefined otherwise, whatever the reason.
 */
export function openShareLink(db: Db, tokenHash: string, now: string) {
  return linksWithAudio(db)
    .select([
      ...linkColumns,
      'transcripts.data',
      'transcripts.language_id',
      'audio.storage_key',
      'audio.mime_type',
      'audio.duration_seconds',
      'audio.created_at as audio_created_at',
    ])
    .where('share_links.token_hash', '=', tokenHash)
    .where((eb) => eb.or([eb('share_links.expires_at', 'is', null), eb('share_links.expires_at', '>', now)]))
    .where('transcripts.status', '=', 'completed')
    .where('transcripts.data', 'is not', null)
    .executeTakeFirst();
}
export type OpenShareLinkRow = NonNullable<Awaited<ReturnType<typeof openShareLink>>>;

export async function countShareOpen(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('share_links')
    .set((eb) => ({ open_count: eb('open_count', '+', 1), last_opened_at: now }))
    .where('id', '=', id)
    .execute();
}

/** Removes one of the user's links; false when it is not theirs or not there. */
export async function deleteShareLink(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('share_links')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
