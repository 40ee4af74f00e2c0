import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { AudioRow, AudioTable, TranscriptRow } from '../schema.js';
import { indexFileName, reindexAudioText } from './search-index.js';

export function insertAudio(db: Db, values: Insertable<AudioTable>): Promise<AudioRow> {
  return db.insertInto('audio').values(values).returningAll().executeTakeFirstOrThrow();
}

/** An audio row by id, whoever may see it (for the worker and webhooks; requests go through services/core/access). */
export function audioById(db: Db, id: number): Promise<AudioRow | undefined> {
  return db.selectFrom('audio').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateAudio(
  db: Db,
  id: number,
  changes: Partial<Pick<AudioRow, 'file_name' | 'folder_id' | 'user_id' | 'track_names' | 'archived_at'>>,
): Promise<void> {
  await db.updateTable('audio').set(changes).where('id', '=', id).execute();
}

/**
 * Makes the user the owner of these files and of their transcripts (moved into their own folders, or handed
 * over by a member who left), and files them in the new owner's search index.
 */
export async function takeOverAudio(db: Db, ids: number[], userId: number): Promise<void> {
  if (ids.length === 0) return;
  const work = async (trx: Db) => {
    await trx.updateTable('audio').set({ user_id: userId }).where('id', 'in', ids).execute();
    await trx.updateTable('transcripts').set({ user_id: userId }).where('audio_id', 'in', ids).execute();
    for (const id of ids) {
      await reindexAudioText(trx, id);
      await indexFileName(trx, id);
    }
  };
  if (db.isTransaction) await work(db);
  else await db.transaction().execute(work);
}

export async function deleteAudioRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('audio').where('id', '=', id).execute();
}

/** Audio rows by media key, each with its transcripts whole (what fsck keeps a copy of before removing). */
export async function audioWithTranscriptsByKeys(
  db: Db,
  keys: string[],
): Promise<{ audio: AudioRow; transcripts: TranscriptRow[] }[]> {
  if (keys.length === 0) return [];
  const audio = await db
    .selectFrom('audio')
    .selectAll()
    .where('storage_key', 'in', keys)
    .orderBy('id')
    .execute();
  if (audio.length === 0) return [];
  const transcripts = await db
    .selectFrom('transcripts')
    .selectAll()
    .where(
      'audio_id',
      'in',
      audio.map((row) => row.id),
    )
    .orderBy('id')
    .execute();
  return audio.map((row) => ({ audio: row, transcripts: transcripts.filter((t) => t.audio_id === row.id) }));
}

/**
 * The first file in one place (a user's own library, or a workspace's) uploaded as these bytes whose media is
 * still there, or undefined.
 */
export function audioWithContent(
  db: Db,
  place: { userId: number } | { workspaceId: number },
  sha256: string,
): Promise<AudioRow | undefined> {
  let query = db
    .selectFrom('audio')
    .innerJoin('folders', 'folders.id', 'audio.folder_id')
    .selectAll('audio')
    .where('audio.content_sha256', '=', sha256)
    .where('audio.media_removed_at', 'is', null);
  query =
    'workspaceId' in place
      ? query.where('folders.workspace_id', '=', place.workspaceId)
      : query.where('audio.user_id', '=', place.userId).where('folders.workspace_id', 'is', null);
  return query.orderBy('audio.id').limit(1).executeTakeFirst();
}
