import type { Db } from '../database.js';

/** At most this many files of a folder (and its subfolders) are searched for an answer. */
export const FOLDER_FILES_MAX = 1000;

/** The files in a folder and every folder under it, newest first. */
export async function audioIdsUnderFolder(db: Db, folderId: number): Promise<number[]> {
  const rows = await db
    .withRecursive('tree(id)', (qb) =>
      qb
        .selectFrom('folders')
        .select('id')
        .where('id', '=', folderId)
        .unionAll((sub) =>
          sub.selectFrom('folders as f').innerJoin('tree', 'tree.id', 'f.parent_id').select('f.id'),
        ),
    )
    .selectFrom('audio')
    .select('audio.id')
    .where('audio.folder_id', 'in', (sub) => sub.selectFrom('tree').select('tree.id'))
    .orderBy('audio.id', 'desc')
    .limit(FOLDER_FILES_MAX)
    .execute();
  return rows.map((row) => row.id);
}

/** The newest completed transcript of a file, without its data; undefined when it has none. */
export function newestCompletedTranscriptId(db: Db, audioId: number): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('transcripts')
    .select('id')
    .where('audio_id', '=', audioId)
    .where('status', '=', 'completed')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
