import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { AudioRow, AudioTable, TranscriptRow } from '../schema.js';

export function insertAudio(db: Db, values: Insertable<AudioTable>): Promise<AudioRow> {
  return db.insertInto('audio').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The user's audio, newest first, optionally in one folder. */
export function listAudio(db: Db, userId: number, folderId?: number): Promise<AudioRow[]> {
  let query = db.selectFrom('audio').selectAll().where('user_id', '=', userId);
  if (folderId !== undefined) query = query.where('folder_id', '=', folderId);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** The user's audio by id; another user's is as missing as a nonexistent one. */
export function findAudio(db: Db, userId: number, id: number): Promise<AudioRow | undefined> {
  return db
    .selectFrom('audio')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateAudio(
  db: Db,
  id: number,
  changes: Partial<Pick<AudioRow, 'file_name' | 'folder_id'>>,
): Promise<void> {
  await db.updateTable('audio').set(changes).where('id', '=', id).execute();
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
