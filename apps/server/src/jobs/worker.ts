import { hostname } from 'node:os';
import type { TSpeakerBlock } from '@transcribe/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';
import {
  completeTranscript,
  failTranscript,
  type JobLease,
} from '../db/repositories/transcript-lifecycle.js';
import { transcriptById } from '../db/repositories/transcripts.js';
import type { JobRow, TranscriptRow } from '../db/schema.js';
import type { EventHub } from '../events/event-hub.js';
import { PipelineError } from '../pipeline/pipeline-error.js';
import { JobQueue } from './job-queue.js';
import { ProgressReporter } from './progress-reporter.js';

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
}

/** Rolls back a completion whose job another worker took over between its two writes. */
const JOB_LOST = new Error('job lost');

const GAVE_UP = 'Transcription failed: the worker stopped while processing this file too many times.';

/** Claims jobs one at a time and runs them; the pipeline inside uses all cores. */
export class Worker {
  readonly id = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  private readonly queue: JobQueue;
  private running: Promise<void> | undefined;
  private stopping = false;
  private current: { transcriptId: number | null; controller: AbortController } | undefined;
  private wakeUp: (() => void) | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly hub: EventHub,
    private readonly process: TranscriptionProcessor,
    private readonly log: FastifyBaseLogger,
    private readonly options: WorkerOptions,
  ) {
    this.queue = new JobQueue(ctx.db, options.retryDelayMs);
  }

  start(): void {
    this.ctx.jobs.on('queued', this.wake);
    this.ctx.jobs.on('cancelled', this.cancelled);
    this.running ??= this.loop();
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
    for (const job of await this.queue.recoverStale(this.options.staleMs)) {
      if (job.transcript_id === null || !(await failTranscript(this.ctx.db, job.transcript_id, GAVE_UP)))
        continue;
      const transcript = await transcriptById(this.ctx.db, job.transcript_id);
      if (transcript)
        await this.hub.publish({
          userId: transcript.user_id,
          event: { id: transcript.id, status: 'failed', progress: transcript.progress },
        });
    }
  }

  private async run(job: JobRow): Promise<void> {
    // Set before the first await, so a cancel arriving while the transcript is read still aborts this run.
    const controller = new AbortController();
    this.current = { transcriptId: job.transcript_id, controller };
    const lease: JobLease = { jobId: job.id, workerId: this.id };
    const heartbeat = setInterval(() => {
      this.queue.heartbeat(job.id, this.id).then(
        (ours) => ours || controller.abort(new Error('job cancelled')),
        () => {},
      );
    }, this.options.heartbeatMs);
    try {
      const transcript =
        job.transcript_id === null ? undefined : await transcriptById(this.ctx.db, job.transcript_id);
      if (!transcript) await this.queue.complete(job.id, this.id);
      else await this.transcribe(job, transcript, lease, controller.signal);
    } finally {
      clearInterval(heartbeat);
      this.current = undefined;
    }
  }

  private async transcribe(
    job: JobRow,
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
      // One transaction, and only while the job is still ours: a cancel (or a delete) that lands after the
      // pipeline finished wins, and its partial or late result is never saved.
      await db
        .transaction()
        .execute(async (trx) => {
          if (!(await completeTranscript(trx, id, result, lease))) return;
          if (!(await new JobQueue(trx).complete(job.id, this.id))) throw JOB_LOST; // undoes the line above
          await reporter.announce('completed', 100, trx);
        })
        .catch((error: unknown) => (error === JOB_LOST ? undefined : Promise.reject(error)));
    } catch (error) {
      await reporter.stop();
      await this.handleFailure(job, transcript, reporter, signal.aborted, error);
    }
  }

  private async handleFailure(
    job: JobRow,
    transcript: TranscriptRow,
    reporter: ProgressReporter,
    aborted: boolean,
    error: unknown,
  ): Promise<void> {
    if (aborted) {
      // Cancelled, its audio deleted, or this worker is stopping: hand the job back if it still exists.
      if (this.stopping) await this.queue.release(job.id, this.id);
      return;
    }
    const retryable = !(error instanceof PipelineError) || error.retryable;
    const message =
      error instanceof PipelineError ? error.message : 'Transcription failed because of an internal error.';
    this.log.warn({ err: error, transcriptId: transcript.id }, 'transcription failed');
    if ((await this.queue.fail(job, this.id, String(error), retryable)) !== 'failed') return;
    if (await failTranscript(this.ctx.db, transcript.id, message))
      await reporter.announce('failed', Math.floor(transcript.progress));
  }
}
