import type { Db } from '../database.js';

/** How many transcripts are in each status (the queue reports its jobs itself). */
export async function transcriptCountsByStatus(db: Db): Promise<{ status: string; count: number }[]> {
  const rows = await db
    .selectFrom('transcripts')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}
