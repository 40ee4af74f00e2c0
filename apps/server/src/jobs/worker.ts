import { hostname } from 'node:os';
import type { TSpeakerBlock } from '@transcribe/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';
import { acquireLease, beatLease, dropLease } from '../db/repositories/transcript-leases.js';
import {
  completeTranscript,
  failTranscript,
  type JobLease,
} from '../db/repositories/transcript-lifecycle.js';
import { transcriptById } from '../db/repositories/transcripts.js';
import type { TranscriptRow } from '../db/schema.js';
import type { EventHub } from '../events/event-hub.js';
import { PipelineError } from '../pipeline/pipeline-error.js';
import { HOUSEKEEPING_EVERY_MINUTES, runHousekeeping } from './housekeeping.js';
import { type ClaimedJob, type JobQueue, leaseToken } from './job-queue.js';
import { ProgressReporter } from './progress-reporter.js';
import { deliverWebhook, queueTranscriptEvent, WEBHOOK_DELIVERY_JOB } from './webhook-deliveries.js';

export interface TranscriptionResult {
  blocks: TSpeakerBlock[];
  numSpeakers: number;
}

/** Turns one transcript's audio into its data; reports progress 0..100 and stops when `signal` aborts. */
export type TranscriptionProcessor = (
  transcript: TranscriptRow,
  tools: { signal: AbortSignal; report(progress: number): void },
) => Promise<TranscriptionResult>;

export interface WorkerOptions {
  heartbeatMs: number;
  /** A running job whose heartbeat is older than this is taken up again. */
  staleMs: number;
  /** Wait before retrying a failed job (growing with each attempt). */
  retryDelayMs: number;
  idlePollMs: number;
  /** How many transcriptions of one user may run at once, across all workers. */
  perUserRunning: number;
}

/** How long a job of a user at their running cap waits before it is looked at again. */
const DEFER_MS = 5000;

/** Rolls back a completion whose job another worker took over between its two writes. */
const JOB_LOST = new Error('job lost');

const GAVE_UP = 'Transcription failed: the worker stopped while processing this file too many times.';

/** Claims jobs one at a time and runs them; the pipeline inside uses all cores. */
export class Worker {
  readonly id = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  private running: Promise<void> | undefined;
  private stopping = false;
  private current: { transcriptId: number | null; controller: AbortController } | undefined;
  private wakeUp: (() => void) | undefined;
  private housekeeping: Promise<() => Promise<void>> | undefined;
  private webhooks: Promise<() => Promise<void>> | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly hub: EventHub,
    private readonly process: TranscriptionProcessor,
    private readonly log: FastifyBaseLogger,
    private readonly options: WorkerOptions,
  ) {}

  private get queue(): JobQueue {
    return this.ctx.queue;
  }

  start(): void {
    this.ctx.jobs.on('queued', this.wake);
    this.ctx.jobs.on('cancelled', this.cancelled);
    this.running ??= this.loop();
    this.housekeeping ??= this.queue
      .schedule('housekeeping', HOUSEKEEPING_EVERY_MINUTES, () => runHousekeeping(this.ctx, this.log))
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'housekeeping could not be scheduled');
        return async () => {};
      });
    // After housekeeping is scheduled: pg-boss's createQueue calls are not safe to run side by side.
    this.webhooks ??= this.housekeeping
      .then(() =>
        this.queue.work(WEBHOOK_DELIVERY_JOB, deliverWebhook(this.ctx.db, this.ctx.config, this.log)),
      )
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'webhook deliveries could not be started');
        return async () => {};
      });
  }

  /**
   * This process cancelled a transcript: if it runs here, stop (killing its processes) now, not at the
   * next heartbeat, which is all a worker in another process has.
   */
  readonly cancelled = (transcriptId: number): void => {
    if (this.current?.transcriptId === transcriptId)
      this.current.controller.abort(new Error('job cancelled'));
  };

  /** Looks for work now instead of at the next poll (after this process enqueued a job). */
  readonly wake = (): void => {
    this.wakeUp?.();
  };

  /** Stops claiming; a job in progress is given back to the queue for the next worker. */
  async stop(): Promise<void> {
    this.ctx.jobs.off('queued', this.wake);
    this.ctx.jobs.off('cancelled', this.cancelled);
    this.stopping = true;
    this.current?.controller.abort(new Error('worker stopping'));
    this.wake();
    await this.running;
    await (await this.housekeeping)?.();
    await (await this.webhooks)?.();
  }

  private async loop(): Promise<void> {
    let lastRecovery = 0;
    while (!this.stopping) {
      try {
        if (Date.now() - lastRecovery > this.options.staleMs / 2) {
          lastRecovery = Date.now();
          await this.recover();
        }
        const job = await this.queue.claim(this.id);
        if (job) await this.run(job);
        else await this.idle();
      } catch (error) {
        this.log.error({ err: error }, 'worker loop error');
        await this.idle();
      }
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, this.options.idlePollMs);
      this.wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  private async recover(): Promise<void> {
    for (const transcriptId of await this.queue.recoverStale(this.options.staleMs)) {
      if (!(await this.markFailed(transcriptId, GAVE_UP))) continue;
      const transcript = await transcriptById(this.ctx.db, transcriptId);
      if (transcript)
        await this.hub.publish({
          userId: transcript.user_id,
          event: { id: transcript.id, status: 'failed', progress: transcript.progress },
        });
    }
  }

  /** Marks the transcript failed and queues its webhook events in one transaction; false if it was not active. */
  private markFailed(transcriptId: number, message: string): Promise<boolean> {
    return this.ctx.db.transaction().execute(async (trx) => {
      if (!(await failTranscript(trx, transcriptId, message))) return false;
      await queueTranscriptEvent(trx, this.queue, this.ctx.config, transcriptId, 'transcript.failed');
      return true;
    });
  }

  private async run(job: ClaimedJob): Promise<void> {
    // Set before the first await, so a cancel arriving while the transcript is read still aborts this run.
    const controller = new AbortController();
    this.current = { transcriptId: job.transcriptId, controller };
    const lease: JobLease = { token: leaseToken(job, this.id) };
    try {
      const outcome = await acquireLease(this.ctx.db, job.transcriptId, lease, this.options.perUserRunning);
      if (outcome === 'busy') return await this.queue.defer(job, this.id, DEFER_MS);
      const transcript =
        outcome === 'leased' ? await transcriptById(this.ctx.db, job.transcriptId) : undefined;
      if (!transcript) {
        // Cancelled or deleted before it started: nothing to do.
        await this.ctx.db.transaction().execute((trx) => this.queue.complete(job, this.id, trx));
        return;
      }
      this.log.info(
        { transcriptId: transcript.id, jobId: job.id, attempt: job.attempt },
        'transcription job started',
      );
      const heartbeat = setInterval(() => {
        beatLease(this.ctx.db, transcript.id, lease).then(
          (ours) => ours || controller.abort(new Error('job cancelled')),
          () => {},
        );
      }, this.options.heartbeatMs);
      try {
        await this.transcribe(job, transcript, lease, controller.signal);
      } finally {
        clearInterval(heartbeat);
      }
    } finally {
      this.current = undefined;
    }
  }

  private async transcribe(
    job: ClaimedJob,
    transcript: TranscriptRow,
    lease: JobLease,
    signal: AbortSignal,
  ): Promise<void> {
    const { db } = this.ctx;
    const { id } = transcript;
    const reporter = new ProgressReporter(db, this.hub, transcript.user_id, id, lease, transcript.progress);
    reporter.start();
    try {
      const result = await this.process(transcript, { signal, report: (p) => reporter.report(p) });
      await reporter.stop();
      // One transaction, and only while the lease is ours: a cancel (or a delete) that lands after the
      // pipeline finished wins, and its partial or late result is never saved.
      await db
        .transaction()
        .execute(async (trx) => {
          if (!(await completeTranscript(trx, id, result, lease))) return;
          if (!(await this.queue.complete(job, this.id, trx))) throw JOB_LOST; // undoes the line above
          await queueTranscriptEvent(trx, this.queue, this.ctx.config, id, 'transcript.completed');
          await reporter.announce('completed', 100, trx);
        })
        .catch((error: unknown) => (error === JOB_LOST ? undefined : Promise.reject(error)));
    } catch (error) {
      await reporter.stop();
      await this.handleFailure(job, transcript, lease, reporter, signal.aborted, error);
    }
  }

  private async handleFailure(
    job: ClaimedJob,
    transcript: TranscriptRow,
    lease: JobLease,
    reporter: ProgressReporter,
    aborted: boolean,
    error: unknown,
  ): Promise<void> {
    if (!(await beatLease(this.ctx.db, transcript.id, lease))) {
      // Cancelled (its job too) or taken over meanwhile: not this worker's to settle. Deleted: its job is done.
      if (!(await transcriptById(this.ctx.db, transcript.id)))
        await this.ctx.db.transaction().execute((trx) => this.queue.complete(job, this.id, trx));
      return;
    }
    if (aborted) {
      // This worker is stopping: hand the job back for the next worker.
      if (this.stopping) {
        await dropLease(this.ctx.db, transcript.id, lease);
        await this.queue.release(job, this.id);
      }
      return;
    }
    const retryable = !(error instanceof PipelineError) || error.retryable;
    const message =
      error instanceof PipelineError ? error.message : 'Transcription failed because of an internal error.';
    this.log.warn({ err: error, transcriptId: transcript.id }, 'transcription failed');
    // Marked failed before the queue hears of it, so the transcript shows this message and not the dead
    // letter's generic one.
    const final = !retryable || job.attempt >= job.maxAttempts;
    if (!final) await dropLease(this.ctx.db, transcript.id, lease);
    else if (await this.markFailed(transcript.id, message))
      await reporter.announce('failed', Math.floor(transcript.progress));
    await this.queue.fail(job, this.id, String(error), retryable);
  }
}
