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
