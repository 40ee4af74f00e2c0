import type { Db } from '../db/database.js';

/** A job a worker took from the queue. */
export interface ClaimedJob {
  /** The queue's own id of the job. */
  id: string;
  transcriptId: number;
  /** 1 on the first attempt. */
  attempt: number;
  maxAttempts: number;
}

/** How a generic job (sendJob) is retried: `retryLimit` more attempts, waits doubling from the first. */
export interface GenericJobOptions {
  retryLimit: number;
  retryDelaySeconds: number;
  /** An attempt still running after this long counts as failed. */
  expireSeconds: number;
}

/** A generic job as its handler gets it. */
export interface GenericJob<T> {
  id: string;
  data: T;
  /** 1 on the first attempt. */
  attempt: number;
  /** No retry follows if this attempt fails. */
  lastAttempt: boolean;
}

/** Handles one job; throwing asks for a retry (until the job's attempts run out). */
export type GenericJobHandler<T> = (job: GenericJob<T>) => Promise<void>;

export type QueueStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/**
 * The durable transcription queue, chosen by configuration: rows of the `jobs` table in the embedded
 * default (TableJobQueue), pg-boss when the database is PostgreSQL (PgBossJobQueue). Transcripts carry the
 * lease that guards a worker's writes (transcript-leases.ts), so the rules around a job are the same on both.
 */
export interface JobQueue {
  /**
   * Adds the transcript's job in `trx`, the transaction that creates or re-queues the transcript, so both
   * exist or neither. A user's jobs rank below other users' earlier ones (`priority`).
   */
  enqueueTranscription(trx: Db, transcript: { id: number; user_id: number }): Promise<void>;
  /** Cancels the transcript's waiting or running job in `trx`, the transaction that cancels the transcript. */
  cancelTranscription(trx: Db, transcriptId: number): Promise<void>;
  /** The next job for this worker, or undefined when there is none. */
  claim(workerId: string): Promise<ClaimedJob | undefined>;
  /** Marks the job done in `trx` (with the stored result); false when it was no longer this worker's. */
  complete(job: ClaimedJob, workerId: string, trx: Db): Promise<boolean>;
  /**
   * Records a failure: retried later (with a growing delay) while it may succeed and attempts remain, else
   * failed for good; 'gone' when the job was no longer this worker's and nothing was recorded.
   */
  fail(
    job: ClaimedJob,
    workerId: string,
    error: string,
    retryable: boolean,
  ): Promise<'retry' | 'failed' | 'gone'>;
  /** Gives a job back untried (the worker is stopping). */
  release(job: ClaimedJob, workerId: string): Promise<void>;
  /** Puts a job back to wait `delayMs` (its owner has as many transcriptions running as allowed). */
  defer(job: ClaimedJob, workerId: string, delayMs: number): Promise<void>;
  /**
   * Hands the jobs of vanished workers (their transcript's lease not beaten for `staleMs`) to others;
   * returns the transcripts whose jobs ran out of attempts, for the caller to mark failed.
   */
  recoverStale(staleMs: number): Promise<number[]>;
  /**
   * Runs `task` every `minutes`: once per deployment on whichever worker takes it (a pg-boss schedule), or
   * on a timer in this process (embedded). Returns what stops it.
   */
  schedule(name: string, minutes: number, task: () => Promise<unknown>): Promise<() => Promise<void>>;
  /** Adds a generic job named `name` in `trx`, the transaction that makes it necessary. */
  sendJob<T extends object>(trx: Db, name: string, data: T, options: GenericJobOptions): Promise<void>;
  /** Runs `handler` for the jobs named `name` in this process until the returned function stops it. */
  work<T>(name: string, handler: GenericJobHandler<T>): Promise<() => Promise<void>>;
  /** How many transcription jobs are in each state: the queue's depth and its outcomes, for metrics. */
  counts(): Promise<{ status: QueueStatus; count: number }[]>;
  close(): Promise<void>;
}

/** The lease of one attempt of a job on one worker (see transcript-leases.ts): it names the job first. */
export const leaseToken = (job: ClaimedJob, workerId: string): string =>
  `${job.id} ${job.attempt} ${workerId}`;

/** The queue's id of the job a lease token was made for. */
export const jobIdOfLease = (token: string): string => token.split(' ')[0] ?? '';
