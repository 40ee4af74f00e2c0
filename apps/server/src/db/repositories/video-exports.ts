import type { TSubtitleLook, TVideoExportStatus } from '@transcribe/contract';
import type { Db } from '../database.js';
import type { VideoExportRow } from '../schema.js';

export async function insertVideoExport(
  db: Db,
  values: { userId: number; audioId: number; transcriptId: number; look: TSubtitleLook; speakers: boolean },
): Promise<VideoExportRow> {
  const now = new Date().toISOString();
  return db
    .insertInto('video_exports')
    .values({
      user_id: values.userId,
      audio_id: values.audioId,
      transcript_id: values.transcriptId,
      look: values.look,
      speakers: values.speakers ? 1 : 0,
      status: 'queued',
      error: null,
      result_path: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An export with its file's name (the download is named after it). */
export type VideoExportWithName = VideoExportRow & { file_name: string };

/** The user's export `id` with its file's name, or undefined (another user's is as missing as none). */
export function videoExportOf(db: Db, userId: number, id: number): Promise<VideoExportWithName | undefined> {
  return db
    .selectFrom('video_exports')
    .innerJoin('audio', 'audio.id', 'video_exports.audio_id')
    .selectAll('video_exports')
    .select('audio.file_name')
    .where('video_exports.id', '=', id)
    .where('video_exports.user_id', '=', userId)
    .executeTakeFirst();
}

/** How many of the user's exports are queued or running. */
export async function unfinishedVideoExports(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('video_exports')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function videoExportById(db: Db, id: number): Promise<VideoExportRow | undefined> {
  return db.selectFrom('video_exports').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Moves an export on, only from a state that may lead there: a cancelled or ended export stays as it is, so a
 * worker's late word never undoes a cancel. Answers whether it moved.
 */
export async function updateVideoExport(
  db: Db,
  id: number,
  from: TVideoExportStatus[],
  change: Partial<Pick<VideoExportRow, 'status' | 'progress' | 'error' | 'result_path'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('video_exports')
    .set({ ...change, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ended exports whose video is older than `before`, for housekeeping to remove. */
export function videoExportResultsBefore(
  db: Db,
  before: string,
): Promise<Pick<VideoExportRow, 'id' | 'result_path'>[]> {
  return db
    .selectFrom('video_exports')
    .select(['id', 'result_path'])
    .where('result_path', 'is not', null)
    .where('updated_at', '<', before)
    .execute();
}

export async function forgetVideoExportResult(db: Db, id: number): Promise<void> {
  await db.updateTable('video_exports').set({ result_path: null }).where('id', '=', id).execute();
}
