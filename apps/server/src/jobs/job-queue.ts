import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { JobRow } from '../db/schema.js';

const now = () => new Date().toISOString();
const MAX_ATTEMPTS = 3;

/**
 * The durable queue: rows in the `jobs` table, the same on SQLite and PostgreSQL. A job is claimed atomically
 * (only one worker's update can move it from pending to running), kept alive by heartbeats, and taken up
 * again when its worker stops beating (crashed, killed, machine gone).
 */
export class JobQueue {
  /** `retryDelayMs`: wait before a job's second attempt; each later one waits four times longer. */
  constructor(
    private readonly db: Db,
    private readonly retryDelayMs = 5000,
  ) {}

  /** Adds a transcription job; pass the transaction that creates the transcript so both exist or neither. */
  static async enqueueTranscription(db: Db, transcriptId: number): Promise<void> {
    await db
      .insertInto('jobs')
      .values({
        kind: 'transcribe',
        transcript_id: transcriptId,
        status: 'pending',
        attempts: 0,
        max_attempts: MAX_ATTEMPTS,
        run_after: now(),
        created_at: now(),
        updated_at: now(),
      })
      .execute();
  }

  /**
   * Cancels a transcript's pending or running job; pass the transaction that cancels the transcript. A
   * running job's worker sees it at its next heartbeat (or at once when told in-process) and stops; with
   * `locked_by` cleared it can no longer complete, fail or release the job either.
   */
  static async cancelTranscription(db: Db, transcriptId: number): Promise<void> {
    await db
      .updateTable('jobs')
      .set({ status: 'cancelled', locked_by: null, updated_at: now() })
      .where('transcript_id', '=', transcriptId)
      .where('status', 'in', ['pending', 'running'])
      .execute();
  }

  /** Takes the oldest pending job for this worker, or undefined when there is none. */
  async claim(workerId: string): Promise<JobRow | undefined> {
    for (let tries = 0; tries < 5; tries++) {
      const next = await this.db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'pending')
        .where('run_after', '<=', now())
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!next) return undefined;
      const claimed = await this.db
        .updateTable('jobs')
        .set({
          status: 'running',
          locked_by: workerId,
          heartbeat_at: now(),
          attempts: sql`attempts + 1`,
          updated_at: now(),
        })
        .where('id', '=', next.id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      if (claimed) return claimed;
      // Another worker took it between our two statements: look again.
    }
    return undefined;
  }

  /** Keeps a running job ours; false when it was cancelled, deleted or taken over, and the work should stop. */
  async heartbeat(jobId: number, workerId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({ heartbeat_at: now() })
      .where('id', '=', jobId)
      .where('locked_by', '=', workerId)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** False when the job was no longer this worker's to finish (cancelled, deleted or taken over). */
  complete(jobId: number, workerId: string): Promise<boolean> {
    return this.finish(jobId, workerId, 'done', null);
  }

  /**
   * Records a failure: back to pending when it may succeed on another try, else failed for good;
   * 'gone' when the job was no longer this worker's (cancelled meanwhile), and nothing was recorded.
   */
  async fail(
    job: JobRow,
    workerId: string,
    error: string,
    retryable: boolean,
  ): Promise<'retry' | 'failed' | 'gone'> {
    const retry = retryable && job.attempts < job.max_attempts;
    const delay = this.retryDelayMs * 4 ** (job.attempts - 1);
    const runAfter = new Date(Date.now() + delay).toISOString();
    if (!(await this.finish(job.id, workerId, retry ? 'pending' : 'failed', error, runAfter))) return 'gone';
    return retry ? 'retry' : 'failed';
  }

  /** Gives a job back untried (the worker is shutting down): it does not count as an attempt. */
  async release(jobId: number, workerId: string): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ status: 'pending', locked_by: null, attempts: sql`attempts - 1`, updated_at: now() })
      .where('id', '=', jobId)
      .where('locked_by', '=', workerId)
      .where('status', '=', 'running')
      .execute();
  }

  /**
   * Jobs whose worker stopped beating for `staleMs` go back to pending; those out of attempts are marked
   * failed and returned, so the caller can fail their transcripts too.
   */
  async recoverStale(staleMs: number): Promise<JobRow[]> {
    const cutoff = new Date(Date.now() - staleMs).toISOString();
    const stale = await this.db
      .selectFrom('jobs')
      .selectAll()
      .where('status', '=', 'running')
      .where('heartbeat_at', '<', cutoff)
      .execute();
    const exhausted: JobRow[] = [];
    for (const job of stale) {
      const status = job.attempts >= job.max_attempts ? 'failed' : 'pending';
      const moved = await this.db
        .updateTable('jobs')
        .set({
          status,
          locked_by: null,
          last_error: 'The worker stopped while processing this job.',
          updated_at: now(),
        })
        .where('id', '=', job.id)
        .where('status', '=', 'running')
        .where('heartbeat_at', '<', cutoff)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 1 && status === 'failed') exhausted.push(job);
    }
    return exhausted;
  }

  private async finish(
    jobId: number,
    workerId: string,
    status: JobRow['status'],
    error: string | null,
    runAfter = now(),
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({ status, locked_by: null, last_error: error, run_after: runAfter, updated_at: now() })
      .where('id', '=', jobId)
      .where('locked_by', '=', workerId)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
