import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../db/database.js';
import {
  dropLease,
  jobRefOf,
  jobsAhead,
  setJobRef,
  staleLeases,
} from '../db/repositories/transcript-leases.js';
import type { Logger } from '../domain/logger.js';
import type { ClaimedJob, GenericJobHandler, GenericJobOptions, JobQueue, QueueStatus } from './job-queue.js';
import { executorOf } from './kysely-executor.js';

const QUEUE = 'transcribe';
/** Jobs that failed for good land here; a worker marks their transcripts failed (see recoverStale). */
const DEAD_LETTER = 'transcribe-failed';
const MAX_ATTEMPTS = 3;

interface TranscribeData {
  transcriptId: number;
  userId: number;
}

export interface PgBossQueueOptions {
  /** The PostgreSQL schema pg-boss keeps its tables in. */
  schema: string;
  retryDelayMs: number;
  /** A job still active after this long is failed by pg-boss itself (the backstop for a hung worker). */
  expireSeconds: number;
}

/** pg-boss 10 resolves complete/fail/cancel with counts that its type declarations call void. */
const affected = (result: unknown): number => (result as { affected?: number } | undefined)?.affected ?? 0;

/** pg-boss's job states as the queue's own. */
export const PG_BOSS_STATUS: Record<string, QueueStatus> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  completed: 'done',
  failed: 'failed',
  cancelled: 'cancelled',
};

/**
 * The queue at scale: pg-boss in the same PostgreSQL, over the app's own connection pool. Retries with
 * exponential backoff, expiry and dead-lettering are pg-boss's; a worker that vanished is noticed sooner
 * by its transcript's lease going stale, and its job failed back into pg-boss's retry.
 */
export class PgBossJobQueue implements JobQueue {
  private constructor(
    private readonly boss: PgBoss,
    private readonly db: Db,
    private readonly options: PgBossQueueOptions,
  ) {}

  /** Generic queues this process has created (createQueue is idempotent, but a round trip). */
  private readonly genericQueues = new Set<string>();

  static async start(db: Db, options: PgBossQueueOptions, log: Logger): Promise<PgBossJobQueue> {
    const boss = new PgBoss({ db: executorOf(db), schema: options.schema, maintenanceIntervalSeconds: 30 });
    boss.on('error', (error) => log.warn({ err: error }, 'job queue maintenance error'));
    await boss.start();
    await boss.createQueue(DEAD_LETTER);
    await boss.createQueue(QUEUE, {
      name: QUEUE,
      retryLimit: MAX_ATTEMPTS - 1,
      retryDelay: Math.max(1, Math.round(options.retryDelayMs / 1000)),
      retryBackoff: true,
      expireInSeconds: options.expireSeconds,
      deadLetter: DEAD_LETTER,
    });
    return new PgBossJobQueue(boss, db, options);
  }

  async enqueueTranscription(trx: Db, transcript: { id: number; user_id: number }): Promise<void> {
    const data: TranscribeData = { transcriptId: transcript.id, userId: transcript.user_id };
    const priority = -(await jobsAhead(trx, transcript.user_id, transcript.id));
    const id = await this.boss.send(QUEUE, data, { db: executorOf(trx), priority, deadLetter: DEAD_LETTER });
    if (!id) throw new Error('pg-boss did not create the transcription job');
    await setJobRef(trx, transcript.id, id);
  }

  async cancelTranscription(trx: Db, transcriptId: number): Promise<void> {
    const ref = await jobRefOf(trx, transcriptId);
    if (ref) await this.boss.cancel(QUEUE, ref, { db: executorOf(trx) });
  }

  async claim(): Promise<ClaimedJob | undefined> {
    const [job] = await this.boss.fetch<TranscribeData>(QUEUE, { batchSize: 1, includeMetadata: true });
    if (!job) return undefined;
    return {
      id: job.id,
      transcriptId: job.data.transcriptId,
      attempt: job.retryCount + 1,
      maxAttempts: job.retryLimit + 1,
    };
  }

  async complete(job: ClaimedJob, _workerId: string, trx: Db): Promise<boolean> {
    return affected(await this.boss.complete(QUEUE, job.id, {}, { db: executorOf(trx) })) === 1;
  }

  async fail(
    job: ClaimedJob,
    _workerId: string,
    error: string,
    retryable: boolean,
  ): Promise<'retry' | 'failed' | 'gone'> {
    // A failure not worth retrying uses up the remaining attempts, so pg-boss fails it for good.
    if (!retryable) {
      await sql`update ${sql.table(`${this.options.schema}.job`)} set retry_limit = retry_count
        where name = ${QUEUE} and id = ${job.id}::uuid and state = 'active'`.execute(this.db);
    }
    if (affected(await this.boss.fail(QUEUE, job.id, { message: error })) !== 1) return 'gone';
    return retryable && job.attempt < job.maxAttempts ? 'retry' : 'failed';
  }

  /** Cancelled and resumed: back in line at once, without using an attempt's backoff. */
  async release(job: ClaimedJob): Promise<void> {
    await this.boss.cancel(QUEUE, job.id);
    await this.boss.resume(QUEUE, job.id);
  }

  /** Done here and sent again to start after the delay, keeping its place relative to other users' jobs. */
  async defer(job: ClaimedJob, _workerId: string, delayMs: number): Promise<void> {
    const found = await this.boss.getJobById<TranscribeData>(QUEUE, job.id);
    if (!found) return;
    await this.db.transaction().execute(async (trx) => {
      const done = await this.boss.complete(QUEUE, job.id, { deferred: true }, { db: executorOf(trx) });
      if (affected(done) !== 1) return;
      const id = await this.boss.send(QUEUE, found.data, {
        db: executorOf(trx),
        startAfter: Math.max(1, Math.round(delayMs / 1000)),
        priority: found.priority,
        deadLetter: DEAD_LETTER,
      });
      if (id) await setJobRef(trx, found.data.transcriptId, id);
    });
  }

  /**
   * Fails the jobs of transcripts whose lease went stale back into pg-boss (it retries them, or dead-letters
   * them when out of attempts), then takes the dead letters: their transcripts are returned to be marked failed.
   */
  async recoverStale(staleMs: number): Promise<number[]> {
    for (const stale of await staleLeases(this.db, staleMs)) {
      const jobId = stale.lease.split(' ')[0];
      await dropLease(this.db, stale.id, { token: stale.lease });
      if (jobId)
        await this.boss.fail(QUEUE, jobId, { message: 'The worker stopped while processing this job.' });
    }
    const dead = await this.boss.fetch<TranscribeData>(DEAD_LETTER, { batchSize: 20 });
    if (dead.length > 0)
      await this.boss.complete(
        DEAD_LETTER,
        dead.map((job) => job.id),
      );
    return dead.map((job) => job.data.transcriptId);
  }

  async counts(): Promise<{ status: QueueStatus; count: number }[]> {
    const { rows } = await sql<{ state: string; count: number | string }>`
      select state, count(*) as count from ${sql.table(`${this.options.schema}.job`)}
      where name = ${QUEUE} group by state`.execute(this.db);
    const counts = new Map<QueueStatus, number>();
    for (const row of rows) {
      const status = PG_BOSS_STATUS[row.state];
      if (status) counts.set(status, (counts.get(status) ?? 0) + Number(row.count));
    }
    return [...counts].map(([status, count]) => ({ status, count }));
  }

  async schedule(name: string, minutes: number, task: () => Promise<unknown>): Promise<() => Promise<void>> {
    await this.boss.createQueue(name, { name, retryLimit: 0, expireInSeconds: 15 * 60 });
    await this.boss.schedule(name, `*/${minutes} * * * *`);
    await this.boss.work(name, { pollingIntervalSeconds: 30 }, async () => {
      await task();
    });
    return () => this.boss.offWork(name);
  }

  /** pg-boss's own retry with backoff: the delay doubles (with jitter) from retryDelaySeconds. */
  async sendJob<T extends object>(trx: Db, name: string, data: T, options: GenericJobOptions): Promise<void> {
    const retry = {
      retryLimit: options.retryLimit,
      retryDelay: Math.max(1, Math.round(options.retryDelaySeconds)),
      retryBackoff: true,
      expireInSeconds: options.expireSeconds,
    };
    if (!this.genericQueues.has(name)) {
      await this.boss.createQueue(name, { name, ...retry });
      this.genericQueues.add(name);
    }
    const id = await this.boss.send(name, data, { db: executorOf(trx), ...retry });
    if (!id) throw new Error(`pg-boss did not create the ${name} job`);
  }

  async work<T>(name: string, handler: GenericJobHandler<T>): Promise<() => Promise<void>> {
    await this.boss.createQueue(name, { name });
    const options = { includeMetadata: true as const, batchSize: 1, pollingIntervalSeconds: 1 };
    const workId = await this.boss.work<T>(name, options, async (jobs) => {
      for (const job of jobs)
        await handler({
          id: job.id,
          data: job.data,
          attempt: job.retryCount + 1,
          lastAttempt: job.retryCount >= job.retryLimit,
        });
    });
    return () => this.boss.offWork({ id: workId });
  }

  /**
   * Stops pg-boss once the generic jobs in hand have ended (at most 30 s): pg-boss completes or fails a job
   * through the app's pool after its handler, so stopping sooner let it do that on a pool already closed (an
   * unhandled rejection when a video copy was running at shutdown).
   */
  async close(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: 30_000, close: false, wait: true });
  }
}
