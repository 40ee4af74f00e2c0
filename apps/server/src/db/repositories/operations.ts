import { sql } from 'kysely';
import type { Db } from '../database.js';

/** Whether the database answers a trivial query. */
export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** How many transcripts are in each status (the queue reports its jobs itself). */
export async function transcriptCountsByStatus(db: Db): Promise<{ status: string; count: number }[]> {
  const rows = await db
    .selectFrom('transcripts')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}
