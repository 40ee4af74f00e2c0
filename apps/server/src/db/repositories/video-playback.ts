import type { TVideoPlayback } from '@transcribe/contract';
import type { Db } from '../database.js';

/** The file whose web-playable copy is being made, with what the job needs; undefined once it is not. */
export function audioPreparingVideo(db: Db, id: number) {
  return db
    .selectFrom('audio')
    .select(['id', 'storage_key', 'duration_seconds'])
    .where('id', '=', id)
    .where('video_playback', '=', 'preparing')
    .where('media_removed_at', 'is', null)
    .executeTakeFirst();
}

/** Records how far the copy is (only while it is being prepared: a deleted file or a finished copy wins). */
export async function recordVideoProgress(db: Db, id: number, progress: number): Promise<void> {
  await db
    .updateTable('audio')
    .set({ video_progress: progress })
    .where('id', '=', id)
    .where('video_playback', '=', 'preparing')
    .execute();
}

/** The copy becomes the file's stream; false when the file is gone or no longer waits for one. */
export async function recordVideoCopy(
  db: Db,
  id: number,
  copy: { key: string; width: number | null; height: number | null },
): Promise<boolean> {
  const result = await db
    .updateTable('audio')
    .set({
      video_playback: 'copy',
      video_progress: 100,
      playable_key: copy.key,
      video_width: copy.width,
      video_height: copy.height,
    })
    .where('id', '=', id)
    .where('video_playback', '=', 'preparing')
    .where('media_removed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function recordVideoCopyFailed(db: Db, id: number): Promise<void> {
  await db
    .updateTable('audio')
    .set({ video_playback: 'failed' })
    .where('id', '=', id)
    .where('video_playback', '=', 'preparing')
    .execute();
}

/** Files with a picture stored before playback was kept (migration 0049), the oldest first. */
export function videosWithoutPlayback(db: Db, limit: number) {
  return db
    .selectFrom('audio')
    .select(['id', 'storage_key'])
    .where('has_video', '=', 1)
    .where('video_playback', 'is', null)
    .where('media_removed_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Records how an older file's picture plays; false when it is gone or was recorded meanwhile. */
export async function recordStoredVideo(
  db: Db,
  id: number,
  columns: {
    video_playback: TVideoPlayback;
    video_width: number | null;
    video_height: number | null;
    poster_key: string | null;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('audio')
    .set(columns)
    .where('id', '=', id)
    .where('video_playback', 'is', null)
    .where('media_removed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
