import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { dropLease, jobsAhead, staleLeases } from '../db/repositories/transcript-leases.js';
import type { JobRow, JobStatus } from '../db/schema.js';
import {
  type ClaimedJob,
  type GenericJobHandler,
  type GenericJobOptions,
  type JobQueue,
  jobIdOfLease,
  type QueueStatus,
} from './job-queue.js';
import { insertGenericJob, workTableJobs } from './table-generic-jobs.js';

const now = () => new Date().toISOString();
const later = (ms: number) => new Date(Date.now() + ms).toISOString();
const MAX_ATTEMPTS = 3;

/** The jobs table's statuses as the queue's own. */
export const TABLE_STATUS: Record<JobStatus, QueueStatus> = {
  pending: 'queued',
  running: 'running',
  done: 'done',
  failed: 'failed',
  cancelled: 'cancelled',
};

const claimed = (row: JobRow): ClaimedJob => ({
  id: String(row.id),
  transcriptId: row.transcript_id ?? 0,
  attempt: row.attempts,
  maxAttempts: row.max_attempts,
});

/**
 * The embedded queue: rows in the `jobs` table. A job is claimed atomically (only one worker's update can
 * move it from pending to running), and taken up again when its worker stops beating its transcript's
 * lease (crashed, killed, machine gone).
 */
export class TableJobQueue implements JobQueue {
  /** `retryDelayMs`: wait before a job's second attempt; each later one waits four times longer. */
  constructor(
    private readonly db: Db,
    private readonly retryDelayMs = 5000,
    /** How often a generic job's worker looks for work when it found none. */
    private readonly genericPollMs = 500,
  ) {}

  async enqueueTranscription(trx: Db, transcript: { id: number; user_id: number }): Promise<void> {
    await trx
      .insertInto('jobs')
      .values({
        kind: 'transcribe',
        transcript_id: transcript.id,
        status: 'pending',
        attempts: 0,
        max_attempts: MAX_ATTEMPTS,
        priority: -(await jobsAhead(trx, transcript.user_id, transcript.id)),
        run_after: now(),
        created_at: now(),
        updated_at: now(),
      })
      .execute();
  }

  /**
   * A running job's worker sees the cancel at its next heartbeat (or at once when told in-process) and
   * stops; with `locked_by` cleared it can no longer complete, fail or release the job either.
   */
  async cancelTranscription(trx: Db, transcriptId: number): Promise<void> {
    await trx
      .updateTable('jobs')
      .set({ status: 'cancelled', locked_by: null, updated_at: now() })
      .where('transcript_id', '=', transcriptId)
      .where('status', 'in', ['pending', 'running'])
      .execute();
  }

  async claim(workerId: string): Promise<ClaimedJob | undefined> {
    for (let tries = 0; tries < 5; tries++) {
      const next = await this.db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', 'transcribe')
        .where('status', '=', 'pending')
        .where('run_after', '<=', now())
        .orderBy('priority', 'desc')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!next) return undefined;
      const row = await this.db
        .updateTable('jobs')
        .set({
          status: 'running',
          locked_by: workerId,
          attempts: sql`attempts + 1`,
          updated_at: now(),
        })
        .where('id', '=', next.id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      if (row) return claimed(row);
      // Another worker took it between our two statements: look again.
    }
    return undefined;
  }

  complete(job: ClaimedJob, workerId: string, trx: Db): Promise<boolean> {
    return this.finish(trx, job, workerId, { status: 'done', last_error: null });
  }

  async fail(
    job: ClaimedJob,
    workerId: string,
    error: string,
    retryable: boolean,
  ): Promise<'retry' | 'failed' | 'gone'> {
    const retry = retryable && job.attempt < job.maxAttempts;
    const runAfter = later(this.retryDelayMs * 4 ** (job.attempt - 1));
    const status = retry ? 'pending' : 'failed';
    if (!(await this.finish(this.db, job, workerId, { status, last_error: error, run_after: runAfter })))
      return 'gone';
    return retry ? 'retry' : 'failed';
  }

  /** The job does not count as an attempt. */
  async release(job: ClaimedJob, workerId: string): Promise<void> {
    await this.finish(this.db, job, workerId, { status: 'pending', attempts: sql<number>`attempts - 1` });
  }

  async defer(job: ClaimedJob, workerId: string, delayMs: number): Promise<void> {
    await this.finish(this.db, job, workerId, {
      status: 'pending',
      attempts: sql<number>`attempts - 1`,
      run_after: later(delayMs),
    });
  }

  /** Jobs out of attempts are marked failed here and their transcripts returned. */
  async recoverStale(staleMs: number): Promise<number[]> {
    const exhausted: number[] = [];
    for (const stale of await staleLeases(this.db, staleMs)) {
      await dropLease(this.db, stale.id, { token: stale.lease });
      const id = Number(jobIdOfLease(stale.lease));
      const job = await this.db
        .selectFrom('jobs')
        .select(['attempts', 'max_attempts'])
        .where('id', '=', id)
        .where('status', '=', 'running')
        .executeTakeFirst();
      if (!job) continue;
      const status = job.attempts >= job.max_attempts ? 'failed' : 'pending';
      const moved = await this.db
        .updateTable('jobs')
        .set({
          status,
          locked_by: null,
          last_error: 'The worker stopped while processing this job.',
          run_after: now(),
          updated_at: now(),
        })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 1 && status === 'failed') exhausted.push(stale.id);
    }
    return exhausted;
  }

  async counts(): Promise<{ status: QueueStatus; count: number }[]> {
    const rows = await this.db
      .selectFrom('jobs')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('kind', '=', 'transcribe')
      .groupBy('status')
      .execute();
    return rows.map((row) => ({ status: TABLE_STATUS[row.status], count: Number(row.count) }));
  }

  async schedule(_name: string, minutes: number, task: () => Promise<unknown>): Promise<() => Promise<void>> {
    const timer = setInterval(() => void task().catch(() => {}), minutes * 60_000);
    timer.unref();
    return async () => clearInterval(timer);
  }

  sendJob<T extends object>(trx: Db, name: string, data: T, options: GenericJobOptions): Promise<void> {
    return insertGenericJob(trx, name, data, options);
  }

  async work<T>(name: string, handler: GenericJobHandler<T>): Promise<() => Promise<void>> {
    return workTableJobs(this.db, name, handler, `${process.pid}:${name}`, this.genericPollMs);
  }

  async close(): Promise<void> {}

  private async finish(
    db: Db,
    job: ClaimedJob,
    workerId: string,
    changes: {
      status: JobStatus;
      last_error?: string | null;
      run_after?: string;
      attempts?: RawBuilder<number>;
    },
  ): Promise<boolean> {
    const result = await db
      .updateTable('jobs')
      .set({ run_after: now(), ...changes, locked_by: null, updated_at: now() })
      .where('id', '=', Number(job.id))
      .where('locked_by', '=', workerId)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
