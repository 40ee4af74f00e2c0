import { sql } from 'kysely';
import type { AppContext } from '../app-context.js';
import type { QueueStatus } from '../jobs/job-queue.js';
import { PG_BOSS_STATUS } from '../jobs/pg-boss-job-queue.js';
import { TABLE_STATUS } from '../jobs/table-job-queue.js';

/**
 * A transcript's jobs, oldest first, as the configured queue holds them (the jobs table, or pg-boss's
 * tables on PostgreSQL): what tests check after cancels, retries and crashes.
 */
export async function jobsOfTranscript(
  ctx: AppContext,
  transcriptId: number,
): Promise<{ status: QueueStatus; attempts: number }[]> {
  if (ctx.config.database.kind === 'sqlite') {
    const rows = await ctx.db
      .selectFrom('jobs')
      .select(['status', 'attempts'])
      .where('transcript_id', '=', transcriptId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ status: TABLE_STATUS[row.status], attempts: row.attempts }));
  }
  const table = sql.table(`${ctx.config.jobs.queueSchema}.job`);
  const { rows } = await sql<{ state: string; retry_count: number; started_on: Date | null }>`
    select state, retry_count, started_on from ${table}
    where name = 'transcribe' and (data->>'transcriptId')::int = ${transcriptId}
    order by created_on, id`.execute(ctx.db);
  return rows.map((row) => ({
    status: PG_BOSS_STATUS[row.state] ?? 'queued',
    attempts: row.started_on ? row.retry_count + 1 : 0,
  }));
}
