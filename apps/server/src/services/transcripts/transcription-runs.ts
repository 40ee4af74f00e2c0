import type { TProducedBy, TSpeakerBlock } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import { audioById } from '../../db/repositories/audio.js';
import { acquireLease, beatLease, dropLease } from '../../db/repositories/transcript-leases.js';
import {
  completeTranscript,
  failTranscript,
  type JobLease,
} from '../../db/repositories/transcript-lifecycle.js';
import { transcriptById, workspaceOfTranscript } from '../../db/repositories/transcripts.js';
import type { TranscriptRow, TranscriptStatus } from '../../db/schema.js';
import { type ClaimedJob, leaseToken } from '../../jobs/job-queue.js';
import type { LocalMediaFile } from '../../storage/media-store.js';
import { queueMarkdownCopy } from '../core/markdown-copies.js';
import { ProgressReporter } from '../core/progress-reporter.js';
import { storedFigures } from '../core/transcript-data.js';
import { queueTranscriptEvent } from '../core/webhook-deliveries.js';
import { recordEngineRevision } from './transcript-revisions.js';

/** The transcript a worker runs, as it was when its job started. */
export type RunningTranscript = TranscriptRow;

export interface TranscriptionResult {
  blocks: TSpeakerBlock[];
  numSpeakers: number;
  /** What produced it, recorded with it (a redo keeps what produced the rest). */
  producedBy?: TProducedBy;
  /** The language found where "Detect language" was asked for, or a whole-recording redo's. */
  languageId?: number;
  /** A redo of the whole recording in another mode: the mode the transcript now is in. */
  modelId?: number;
  /** A redo's: who asked for it and the text it changed. */
  redo?: { userId: number; before: TSpeakerBlock[] };
}

/** How long a job of a user at their running cap waits before it is looked at again. */
const DEFER_MS = 5000;

/** Rolls back a completion whose job another worker took over between its two writes. */
const JOB_LOST = new Error('job lost');

/**
 * One claimed transcription job on one worker, and every change it makes to its transcript: each only while
 * the job's lease is this worker's, so a cancel, a delete or a takeover by another worker always wins.
 */
export class TranscriptionRun {
  private readonly lease: JobLease;
  private reporter: ProgressReporter | undefined;
  private startProgress = 0;

  constructor(
    private readonly ctx: AppContext,
    readonly job: ClaimedJob,
    private readonly workerId: string,
  ) {
    this.lease = { token: leaseToken(job, workerId) };
  }

  /**
   * Takes the transcript's lease: its row to work on, or undefined when there is nothing to do (its owner
   * has `perUserRunning` jobs running, so the job waits; or it was cancelled or deleted, so the job is done).
   */
  async start(perUserRunning: number): Promise<RunningTranscript | undefined> {
    const { db, queue } = this.ctx;
    const outcome = await acquireLease(db, this.job.transcriptId, this.lease, perUserRunning);
    if (outcome === 'busy') {
      await queue.defer(this.job, this.workerId, DEFER_MS);
      return undefined;
    }
    const transcript = outcome === 'leased' ? await transcriptById(db, this.job.transcriptId) : undefined;
    if (!transcript) await this.finishJob();
    else {
      const { user_id, id, progress } = transcript;
      this.startProgress = progress;
      const workspaceId = await workspaceOfTranscript(db, id);
      this.reporter = new ProgressReporter(
        db,
        this.ctx.events,
        user_id,
        workspaceId,
        id,
        this.lease,
        progress,
      );
      this.reporter.start();
    }
    return transcript;
  }

  /** A sign of life; false once the lease is gone (cancelled, deleted, retried or taken over). */
  heartbeat(): Promise<boolean> {
    return beatLease(this.ctx.db, this.job.transcriptId, this.lease);
  }

  /** Stores (only ever forwards) and announces the progress, 0..99. */
  report(progress: number): void {
    this.reporter?.report(progress);
  }

  /**
   * Saves the result, completes the job and queues the webhook events, in one transaction and only while
   * the lease is ours: a cancel (or a delete) that landed after the pipeline finished wins, and its late
   * result is never saved.
   */
  async complete(result: TranscriptionResult): Promise<void> {
    const { db, queue } = this.ctx;
    const id = this.job.transcriptId;
    await this.reporter?.stop();
    await db
      .transaction()
      .execute(async (trx) => {
        const stored = { ...result, ...storedFigures(result.blocks) };
        if (!(await completeTranscript(trx, id, stored, this.lease))) return;
        await recordEngineRevision(trx, id, result, result.redo);
        if (!(await queue.complete(this.job, this.workerId, trx))) throw JOB_LOST; // undoes the line above
        await queueTranscriptEvent(trx, queue, this.ctx.config, id, 'transcript.completed');
        await queueMarkdownCopy(trx, queue, id);
        await this.reporter?.announce('completed', 100, trx);
      })
      .catch((error: unknown) => (error === JOB_LOST ? undefined : Promise.reject(error)));
  }

  /**
   * Settles a run that threw. `stopping`: this worker is shutting down, so the job goes back to the queue
   * for the next one. Otherwise the queue retries it, unless it is not `retryable` or out of attempts: then
   * the transcript fails with `message`, which its owner sees.
   */
  async fail(how: {
    aborted: boolean;
    stopping: boolean;
    retryable: boolean;
    message: string;
    error: string;
  }) {
    const { db, queue } = this.ctx;
    const { job, workerId } = this;
    await this.reporter?.stop();
    if (!(await this.heartbeat())) {
      // Cancelled (its job too) or taken over meanwhile: not this worker's to settle. Deleted: its job is done.
      if (!(await transcriptById(db, job.transcriptId))) await this.finishJob();
      return;
    }
    if (how.aborted) {
      if (how.stopping) {
        await dropLease(db, job.transcriptId, this.lease);
        await queue.release(job, workerId);
      }
      return;
    }
    // Marked failed before the queue hears of it, so the transcript shows this message and not the dead
    // letter's generic one.
    const final = !how.retryable || job.attempt >= job.maxAttempts;
    if (!final) await dropLease(db, job.transcriptId, this.lease);
    else {
      const status = await markFailed(this.ctx, job.transcriptId, how.message);
      // A failed redo leaves the transcript completed as it was.
      if (status === 'failed') await this.reporter?.announce('failed', Math.floor(this.startProgress));
      if (status === 'completed') await this.reporter?.announce('completed', 100);
    }
    await queue.fail(job, workerId, how.error, how.retryable);
  }

  private finishJob(): Promise<unknown> {
    return this.ctx.db.transaction().execute((trx) => this.ctx.queue.complete(this.job, this.workerId, trx));
  }
}

/**
 * Fails a transcript whose job the queue gave up on (its workers kept dying) and tells its owner; false
 * when it was no longer queued or running.
 */
export async function failAbandonedTranscript(
  ctx: AppContext,
  transcriptId: number,
  message: string,
): Promise<boolean> {
  if (!(await markFailed(ctx, transcriptId, message))) return false;
  const transcript = await transcriptById(ctx.db, transcriptId);
  if (transcript)
    await ctx.events.publish({
      userId: transcript.user_id,
      workspaceId: await workspaceOfTranscript(ctx.db, transcript.id),
      event: { id: transcript.id, status: transcript.status, progress: transcript.progress },
    });
  return true;
}

/**
 * Marks the transcript failed (a redo's: completed as it was) and queues its webhook events in one
 * transaction; the status it now has, undefined if it was not active.
 */
function markFailed(
  ctx: AppContext,
  transcriptId: number,
  message: string,
): Promise<TranscriptStatus | undefined> {
  return ctx.db.transaction().execute(async (trx) => {
    const status = await failTranscript(trx, transcriptId, message);
    if (status === 'failed')
      await queueTranscriptEvent(trx, ctx.queue, ctx.config, transcriptId, 'transcript.failed');
    return status;
  });
}

/**
 * The transcript's recording on this machine (from an object store: downloaded into `workDir`), to be
 * released when the run ends, with the names of its tracks (a file made of tracks) or null; undefined once its
 * audio was deleted.
 */
export async function recordingOf(
  ctx: AppContext,
  transcript: RunningTranscript,
  workDir: string,
): Promise<(LocalMediaFile & { trackNames: string | null }) | undefined> {
  const audio = await audioById(ctx.db, transcript.audio_id);
  if (!audio || audio.media_removed_at) return undefined; // deleted, or retention removed it
  const file = await ctx.media.localCopy(audio.storage_key, { under: workDir });
  return Object.assign(file, { trackNames: audio.track_names });
}
