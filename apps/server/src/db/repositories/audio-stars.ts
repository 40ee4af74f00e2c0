import type { Db } from '../database.js';

/** Which of these files the user starred. */
export async function starredAmong(db: Db, userId: number, audioIds: number[]): Promise<Set<number>> {
  if (audioIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('audio_stars')
    .select('audio_id')
    .where('user_id', '=', userId)
    .where('audio_id', 'in', audioIds)
    .execute();
  return new Set(rows.map((row) => row.audio_id));
}

export async function setStar(db: Db, userId: number, audioId: number, starred: boolean): Promise<void> {
  if (!starred) {
    await db
      .deleteFrom('audio_stars')
      .where('user_id', '=', userId)
      .where('audio_id', '=', audioId)
      .execute();
    return;
  }
  await db
    .insertInto('audio_stars')
    .values({ user_id: userId, audio_id: audioId })
    .onConflict((oc) => oc.columns(['user_id', 'audio_id']).doNothing())
    .execute();
}
