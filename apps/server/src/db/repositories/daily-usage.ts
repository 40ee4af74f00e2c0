import { sql } from 'kysely';
import type { Db } from '../database.js';

export const utcDay = (date = new Date()) => date.toISOString().slice(0, 10);

/** Transcriptions the user requested today (UTC). */
export async function usageToday(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('daily_usage')
    .select('count')
    .where('user_id', '=', userId)
    .where('day', '=', utcDay())
    .executeTakeFirst();
  return row?.count ?? 0;
}

/**
 * Counts one more transcription for today, atomically, unless that would pass `limit` (null: no limit).
 * Returns false, counting nothing, when the limit is reached.
 */
export async function countTranscription(db: Db, userId: number, limit: number | null): Promise<boolean> {
  const row = await db
    .insertInto('daily_usage')
    .values({ user_id: userId, day: utcDay(), count: 1 })
    .onConflict((conflict) => {
      const update = conflict.columns(['user_id', 'day']).doUpdateSet({ count: sql`daily_usage.count + 1` });
      return limit === null ? update : update.where('daily_usage.count', '<', limit);
    })
    .returning('count')
    .executeTakeFirst();
  return row !== undefined;
}

/** As countTranscription, for a workspace's own count (its transcriptions count against its plan). */
export async function countWorkspaceTranscription(
  db: Db,
  workspaceId: number,
  limit: number | null,
): Promise<boolean> {
  const row = await db
    .insertInto('workspace_daily_usage')
    .values({ workspace_id: workspaceId, day: utcDay(), count: 1 })
    .onConflict((conflict) => {
      const update = conflict
        .columns(['workspace_id', 'day'])
        .doUpdateSet({ count: sql`workspace_daily_usage.count + 1` });
      return limit === null ? update : update.where('workspace_daily_usage.count', '<', limit);
    })
    .returning('count')
    .executeTakeFirst();
  return row !== undefined;
}
