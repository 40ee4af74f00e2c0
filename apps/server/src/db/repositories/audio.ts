import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { AudioRow, AudioTable, TranscriptRow } from '../schema.js';
import type { TranscriptListRow } from './transcripts.js';

export function insertAudio(db: Db, values: Insertable<AudioTable>): Promise<AudioRow> {
  return db.insertInto('audio').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * The user's audio, newest first, optionally in one folder, each with its transcripts (newest first, without
 * their text), read in one query: a row per transcript, joined.
 */
export async function listAudioWithTranscripts(
  db: Db,
  userId: number,
  folderId?: number,
): Promise<{ audio: AudioRow; transcripts: TranscriptListRow[] }[]> {
  let query = db
    .selectFrom('audio')
    .leftJoin('transcripts', 'transcripts.audio_id', 'audio.id')
    .selectAll('audio')
    .select([
      'transcripts.id as t_id',
      'transcripts.status as t_status',
      'transcripts.progress as t_progress',
      'transcripts.model_id as t_model_id',
      'transcripts.language_id as t_language_id',
      'transcripts.num_speakers as t_num_speakers',
      'transcripts.num_speakers_requested as t_num_speakers_requested',
      'transcripts.reviewed_percent as t_reviewed_percent',
    ])
    .where('audio.user_id', '=', userId);
  if (folderId !== undefined) query = query.where('audio.folder_id', '=', folderId);
  const rows = await query
    .orderBy('audio.created_at', 'desc')
    .orderBy('audio.id', 'desc')
    .orderBy('transcripts.id', 'desc')
    .execute();
  const list: { audio: AudioRow; transcripts: TranscriptListRow[] }[] = [];
  for (const row of rows) {
    // The row stands for its audio as it is (no copy): its transcript columns are simply not read there.
    if (list.at(-1)?.audio.id !== row.id) list.push({ audio: row, transcripts: [] });
    if (row.t_id === null) continue;
    // A joined transcript's NOT NULL columns are all set whenever its id is (the join types them nullable).
    list.at(-1)?.transcripts.push({
      id: row.t_id,
      audio_id: row.id,
      status: row.t_status as TranscriptListRow['status'],
      progress: row.t_progress as number,
      model_id: row.t_model_id as number,
      language_id: row.t_language_id as number,
      num_speakers: row.t_num_speakers,
      num_speakers_requested: row.t_num_speakers_requested as number,
      reviewed_percent: row.t_reviewed_percent as number,
    });
  }
  return list;
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
