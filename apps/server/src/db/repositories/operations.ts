import type { Db } from '../database.js';

/** How many transcription jobs are in each state, across every worker (the queue's depth and outcomes). */
export async function jobCountsByStatus(db: Db): Promise<{ status: string; count: number }[]> {
  const rows = await db
    .selectFrom('jobs')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

/** How many transcripts are in each status. */
export async function transcriptCountsByStatus(db: Db): Promise<{ status: string; count: number }[]> {
  const rows = await db
    .selectFrom('transcripts')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}
