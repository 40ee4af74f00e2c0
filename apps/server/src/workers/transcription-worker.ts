import { hostname } from 'node:os';
import type { AppContext } from '../app-context.js';
import type { Logger } from '../domain/logger.js';
import type { ClaimedJob, GenericJobHandler, JobQueue } from '../jobs/job-queue.js';
import { PipelineError } from '../pipeline/pipeline-error.js';
import { BULK_JOB, runBulkJob } from '../services/bulk/bulk-job.js';
import { MARKDOWN_COPY_JOB } from '../services/core/markdown-copies.js';
import { deliverWebhook, WEBHOOK_DELIVERY_JOB } from '../services/core/webhook-deliveries.js';
import { HOUSEKEEPING_EVERY_MINUTES, runHousekeeping } from '../services/housekeeping/housekeeping.js';
import { runMarkdownCopyJob } from '../services/markdown/markdown-copy-job.js';
import { BURN_JOB } from '../services/transcripts/burned-video.js';
import { runBurnJob } from '../services/transcripts/burned-video-job.js';
import {
  failAbandonedTranscript,
  type RunningTranscript,
  type TranscriptionResult,
  TranscriptionRun,
} from '../services/transcripts/transcription-runs.js';
import { runTranslationJob, TRANSLATION_JOB } from '../services/translation/translation-job.js';
import { runVideoCopyJob } from '../services/uploads/video-copy-job.js';
import { VIDEO_COPY_JOB } from '../services/uploads/video-playback.js';
import { ADAPTATION_JOB, runAdaptationJob } from '../services/voices/voice-adaptation-job.js';

/** Turns one transcript's audio into its data; reports progress 0..100 and stops when `signal` aborts. */
export type TranscriptionProcessor = (
  transcript: RunningTranscript,
  tools: { signal: AbortSignal; report(progress: number): void },
) => Promise<TranscriptionResult>;

export interface WorkerOptions {
  heartbeatMs: number;
  /** A running job whose heartbeat is older than this is taken up again. */
  staleMs: number;
  idlePollMs: number;
  /** How many transcriptions of one user may run at once, across all workers. */
  perUserRunning: number;
}

const GAVE_UP = 'Transcription failed: the worker stopped while processing this file too many times.';

/** Claims jobs one at a time and runs them; the pipeline inside uses all cores. */
export class Worker {
  readonly id = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  private running: Promise<void> | undefined;
  private stopping = false;
  private current: { transcriptId: number | null; controller: AbortController } | undefined;
  private wakeUp: (() => void) | undefined;
  private housekeeping: Promise<() => Promise<void>> | undefined;
  /** The workers of the generic jobs (webhooks, translations, adaptations, Markdown copies), to stop them. */
  private generic: Promise<() => Promise<void>>[] | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly process: TranscriptionProcessor,
    private readonly log: Logger,
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
    // One queue after another once housekeeping is scheduled: pg-boss's createQueue calls are not safe to run
    // side by side.
    let before: Promise<unknown> = this.housekeeping;
    this.generic ??= this.genericJobs().map(([name, handler, what]) => {
      const stop = before
        .then(() => this.queue.work(name, handler))
        .catch((error: unknown) => {
          this.log.error({ err: error }, `${what} could not be started`);
          return async () => {};
        });
      before = stop;
      return stop;
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
    for (const stop of this.generic ?? []) await (await stop)();
  }

  /** Each generic job this worker runs: its name, its handler, and what it is called in a log line. */
  private genericJobs(): [string, GenericJobHandler<never>, string][] {
    return [
      [WEBHOOK_DELIVERY_JOB, deliverWebhook(this.ctx, this.log), 'webhook deliveries'],
      [TRANSLATION_JOB, runTranslationJob(this.ctx, this.log), 'translations'],
      [ADAPTATION_JOB, runAdaptationJob(this.ctx, this.log), 'voice adaptations'],
      [MARKDOWN_COPY_JOB, runMarkdownCopyJob(this.ctx, this.log), 'Markdown copies'],
      [BULK_JOB, runBulkJob(this.ctx, this.log), 'bulk work'],
      [VIDEO_COPY_JOB, runVideoCopyJob(this.ctx, this.log), 'video copies'],
      [BURN_JOB, runBurnJob(this.ctx, this.log), 'burned-in subtitles'],
    ];
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
    for (const transcriptId of await this.queue.recoverStale(this.options.staleMs))
      await failAbandonedTranscript(this.ctx, transcriptId, GAVE_UP);
  }

  private async run(job: ClaimedJob): Promise<void> {
    // Set before the first await, so a cancel arriving while the transcript is read still aborts this run.
    const controller = new AbortController();
    this.current = { transcriptId: job.transcriptId, controller };
    const run = new TranscriptionRun(this.ctx, job, this.id);
    try {
      const transcript = await run.start(this.options.perUserRunning);
      if (!transcript) return;
      this.log.info(
        { transcriptId: transcript.id, jobId: job.id, attempt: job.attempt },
        'transcription job started',
      );
      const heartbeat = setInterval(() => {
        run.heartbeat().then(
          (ours) => ours || controller.abort(new Error('job cancelled')),
          () => {},
        );
      }, this.options.heartbeatMs);
      try {
        const { signal } = controller;
        const result = await this.process(transcript, { signal, report: (p) => run.report(p) });
        await run.complete(result);
      } catch (error) {
        if (!controller.signal.aborted)
          this.log.warn({ err: error, transcriptId: transcript.id }, 'transcription failed');
        await run.fail({
          aborted: controller.signal.aborted,
          stopping: this.stopping,
          retryable: !(error instanceof PipelineError) || error.retryable,
          message:
            error instanceof PipelineError
              ? error.message
              : 'Transcription failed because of an internal error.',
          error: String(error),
        });
      } finally {
        clearInterval(heartbeat);
      }
    } finally {
      this.current = undefined;
    }
  }
}
