import { sql } from 'kysely';
import type { Db } from '../database.js';

type Counted = 'jobs' | 'transcripts';

/**
 * How many transcription jobs (the queue's depth and outcomes, across every worker) and how many
 * transcripts are in each state, in one query: a metrics scrape needs both.
 */
export async function countsByStatus(db: Db): Promise<{ of: Counted; status: string; count: number }[]> {
  const columns = (of: Counted) => [
    sql.lit(of).as('of'),
    sql.ref<string>('status').as('status'),
    sql<number | string>`count(*)`.as('count'),
  ];
  const rows = await db
    .selectFrom('jobs')
    .select(columns('jobs'))
    .groupBy('status')
    .unionAll(db.selectFrom('transcripts').select(columns('transcripts')).groupBy('status'))
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
