import type { TAudioTranscriptListItem, TRedoSpeakersRequest, TReprocessRequest } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import type { Access } from '../../db/repositories/access.js';
import { utcDay } from '../../db/repositories/daily-usage.js';
import { queueRedoRow } from '../../db/repositories/transcript-lifecycle.js';
import { AppError } from '../../domain/app-error.js';
import type { Redo } from '../../domain/redo.js';
import { audioFor } from '../core/access.js';
import { completedTranscript } from '../core/completed-transcript.js';
import { requireMedia } from '../core/media-presence.js';
import { chargeDailyTranscription, chargeWorkspaceTranscription } from '../core/plan-usage.js';
import { toTranscriptListItem } from '../views/transcript-list-item.js';
import { announce } from './transcript-control.js';
import { coveringRange } from './transcript-splice.js';

/**
 * Queues a redo of `start`..`end` of the user's completed transcript, in its language and mode unless
 * others are given. The range grows to whole segments: those it touches are replaced, no other.
 */
export async function requestReprocess(
  ctx: AppContext,
  userId: number,
  id: number,
  request: TReprocessRequest,
): Promise<TAudioTranscriptListItem> {
  const transcript = await completedTranscript(ctx, userId, id, 'write');
  const { entry, language } = ctx.catalogue.resolve(
    request.audio_transcript_model_id ?? transcript.model_id,
    request.audio_transcript_language_id ?? transcript.language_id,
  );
  const audio = requireMedia(await audioFor(ctx, userId, transcript.audio_id, 'write'));
  if (request.start >= audio.duration_seconds)
    throw new AppError(
      'VALIDATION_FAILED',
      `The range starts after the recording ends (${audio.duration_seconds.toFixed(1)} s).`,
    );
  const range = coveringRange(transcript.blocks, {
    start: request.start,
    end: Math.min(request.end, audio.duration_seconds),
  });
  return queueRedo(ctx, userId, transcript, {
    kind: 'range',
    ...range,
    model_id: entry.id,
    language_id: language.id,
  });
}

/** Queues telling the speakers of the user's completed transcript apart again; texts stay as they are. */
export async function requestSpeakersRedo(
  ctx: AppContext,
  userId: number,
  id: number,
  request: TRedoSpeakersRequest,
): Promise<TAudioTranscriptListItem> {
  const transcript = await completedTranscript(ctx, userId, id, 'write');
  requireMedia(await audioFor(ctx, userId, transcript.audio_id, 'write'));
  return queueRedo(ctx, userId, transcript, {
    kind: 'speakers',
    num_speakers: request.audio_transcript_num_speakers,
  });
}

/**
 * The transcript queued with its redo and a fresh job, in one transaction. A redo costs at most one
 * transcription a file a day: nothing on a day its transcript already counted (its request, or an earlier
 * redo), else one, against the plan its transcription counts on. Its text stays readable in revisions;
 * edits wait until it is done.
 */
async function queueRedo(
  ctx: AppContext,
  userId: number,
  transcript: { id: number; user_id: number; access: Access; charged_day: string | null },
  redo: Redo,
) {
  const today = utcDay();
  const row = await ctx.db.transaction().execute(async (trx) => {
    const workspaceId = transcript.access.workspace_id;
    if (transcript.charged_day !== today) {
      if (workspaceId === null) await chargeDailyTranscription(trx, userId);
      else await chargeWorkspaceTranscription(trx, workspaceId);
    }
    const queued = await queueRedoRow(trx, transcript.user_id, transcript.id, JSON.stringify(redo), today);
    // Another redo (or a delete) got there first.
    if (!queued) throw new AppError('TRANSCRIPT_NOT_READY', 'The transcript is not ready yet.');
    await ctx.queue.enqueueTranscription(trx, queued);
    await announce(ctx, queued, trx);
    return queued;
  });
  ctx.jobs.emit('queued');
  return toTranscriptListItem(row, ctx.catalogue);
}
