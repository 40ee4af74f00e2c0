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

/** Links, newest first: those a user made, or all of one transcript's (whoever made them). */
export function shareLinksOf(db: Db, of: { userId: number } | { transcriptId: number }) {
  const query = linksWithAudio(db).select(linkColumns);
  const filtered =
    'userId' in of
      ? query.where('share_links.user_id', '=', of.userId)
      : query.where('share_links.transcript_id', '=', of.transcriptId);
  return filtered.orderBy('share_links.id', 'desc').execute();
}

export async function insertShareLink(db: Db, values: Insertable<ShareLinksTable>): Promise<number> {
  const row = await db.insertInto('share_links').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findShareLink(db: Db, id: number) {
  return linksWithAudio(db)
    .select([...linkColumns, 'share_links.user_id'])
    .where('share_links.id', '=', id)
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
      'audio.media_removed_at',
      'audio.mime_type',
      'audio.duration_seconds',
      'audio.created_at as audio_created_at',
      // How its video plays (issue 44), read with the rest.
      'audio.has_video',
      'audio.video_playback',
      'audio.video_progress',
      'audio.playable_key',
      'audio.poster_key',
      'audio.video_width',
      'audio.video_height',
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

export async function deleteShareLink(db: Db, id: number): Promise<void> {
  await db.deleteFrom('share_links').where('id', '=', id).execute();
}
