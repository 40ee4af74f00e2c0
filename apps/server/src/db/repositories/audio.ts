import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { AudioRow, AudioTable, TranscriptRow } from '../schema.js';
import { indexFileName, reindexAudioText } from './search-index.js';
import type { TranscriptListRow } from './transcripts.js';

export function insertAudio(db: Db, values: Insertable<AudioTable>): Promise<AudioRow> {
  return db.insertInto('audio').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * The audio of one folder (whoever uploaded it), or all of the user's own (not in a workspace's folders),
 * newest first, each with its transcripts (newest first, without their text), read in one query: a row per
 * transcript, joined.
 */
export async function listAudioWithTranscripts(
  db: Db,
  scope: { folderId: number } | { userId: number },
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
    ]);
  query =
    'folderId' in scope
      ? query.where('audio.folder_id', '=', scope.folderId)
      : query
          .where('audio.user_id', '=', scope.userId)
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('folders')
                .select('folders.id')
                .whereRef('folders.id', '=', 'audio.folder_id')
                .where('folders.workspace_id', 'is', null),
            ),
          );
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

/** An audio row by id, whoever may see it (for the worker and webhooks; requests go through services/access). */
export function audioById(db: Db, id: number): Promise<AudioRow | undefined> {
  return db.selectFrom('audio').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateAudio(
  db: Db,
  id: number,
  changes: Partial<Pick<AudioRow, 'file_name' | 'folder_id' | 'user_id'>>,
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
