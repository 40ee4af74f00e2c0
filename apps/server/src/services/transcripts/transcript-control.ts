import type { TAudioTranscriptListItem } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { audioById } from '../../db/repositories/audio.js';
import {
  cancelTranscriptRow,
  RETRYABLE_STATUSES,
  requeueTranscriptRow,
} from '../../db/repositories/transcript-lifecycle.js';
import { findTranscript, workspaceOfTranscript } from '../../db/repositories/transcripts.js';
import type { TranscriptRow } from '../../db/schema.js';
import { AppError, notFound } from '../../domain/app-error.js';
import { transcriptFor } from '../core/access.js';
import { requireMedia } from '../core/media-presence.js';
import { toTranscriptListItem } from '../views/transcript-list-item.js';

/** Why a cancel or retry changed nothing: 404 when the transcript is gone, else a 409. */
async function refusal(ctx: AppContext, ownerId: number, id: number, refuse: (status: string) => AppError) {
  const row = await findTranscript(ctx.db, ownerId, id);
  return row ? refuse(row.status) : notFound('Transcript');
}

/** Stops a queued or running transcription the user may change (their own, or a workspace's as an editor). */
export async function cancelTranscription(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<TAudioTranscriptListItem> {
  const { user_id: ownerId } = await transcriptFor(ctx, userId, id, 'write');
  return cancelOwnersTranscription(ctx, ownerId, id);
}

/**
 * Stops `ownerId`'s queued or running transcription, for a caller already allowed to. The transcript and
 * its job are cancelled in one transaction, so a worker claiming, beating or completing sees both or neither; a worker in this process
 * is told at once (it kills its child processes), one elsewhere stops at its next heartbeat.
 *
 * The daily usage is not given back: the count is of transcripts requested, one each, and a cancelled one
 * can be retried later without being counted again, so cancelling loses the user nothing; refunding would
 * let cancel-and-request-anew cycles run past the Free plan's limit of work started.
 */
export async function cancelOwnersTranscription(
  ctx: AppContext,
  ownerId: number,
  id: number,
): Promise<TAudioTranscriptListItem> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const cancelled = await cancelTranscriptRow(trx, ownerId, id);
    if (!cancelled) return undefined;
    await ctx.queue.cancelTranscription(trx, id);
    await announce(ctx, cancelled, trx);
    return cancelled;
  });
  if (!row) {
    throw await refusal(
      ctx,
      ownerId,
      id,
      (status) =>
        new AppError(
          'TRANSCRIPT_NOT_CANCELLABLE',
          `Only a queued or running transcription can be cancelled (status: ${status}).`,
        ),
    );
  }
  ctx.jobs.emit('cancelled', id);
  return toTranscriptListItem(row, ctx.catalogue);
}

/** Queues a failed or cancelled transcript the user may change again with the same options. */
export async function retryTranscription(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<TAudioTranscriptListItem> {
  return retryOwnersTranscription(ctx, await transcriptFor(ctx, userId, id, 'write'));
}

/**
 * Queues a failed or cancelled transcript again, for a caller already allowed to: the same row (progress 0,
 * error cleared) and a fresh job. Not counted against the daily limit: the first request was counted and
 * produced nothing, and since the same row is reused a retry can never yield a second result.
 */
export async function retryOwnersTranscription(
  ctx: AppContext,
  existing: TranscriptRow,
): Promise<TAudioTranscriptListItem> {
  const { id } = existing;
  if (!RETRYABLE_STATUSES.includes(existing.status)) throw notRetryable(existing.status);
  const audio = await audioById(ctx.db, existing.audio_id);
  if (audio) requireMedia(audio);
  // The model may have been configured away since: refuse now rather than fail again in the worker.
  ctx.catalogue.resolve(existing.model_id, existing.language_id);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const queued = await requeueTranscriptRow(trx, existing.user_id, id);
    if (!queued) return undefined;
    await ctx.queue.enqueueTranscription(trx, queued);
    await announce(ctx, queued, trx);
    return queued;
  });
  // A concurrent retry (or a delete) got there first.
  if (!row) throw await refusal(ctx, existing.user_id, id, notRetryable);
  ctx.jobs.emit('queued');
  return toTranscriptListItem(row, ctx.catalogue);
}

const notRetryable = (status: string) =>
  new AppError(
    'TRANSCRIPT_NOT_RETRYABLE',
    `Only a failed or cancelled transcription can be retried (status: ${status}).`,
  );

/**
 * Open event streams show the new status at once, sent with the transaction that made it (on SQLite the
 * table write itself is the announcement).
 */
export async function announce(ctx: AppContext, row: TranscriptRow, within: Db): Promise<void> {
  const event = { id: row.id, status: row.status, progress: Math.floor(row.progress) };
  const workspaceId = await workspaceOfTranscript(within, row.id);
  return ctx.events.publish({ userId: row.user_id, workspaceId, event }, within);
}
