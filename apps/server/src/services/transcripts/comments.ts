import type { TComment, TCommentCreateRequest, TCommentUpdateRequest } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import { audioById } from '../../db/repositories/audio.js';
import {
  type CommentViewRow,
  commentById,
  commentsOfTranscript,
  deleteCommentRow,
  insertComment,
  updateComment as updateCommentRow,
} from '../../db/repositories/comments.js';
import type { TranscriptRow } from '../../db/schema.js';
import { AppError, notFound } from '../../domain/app-error.js';
import { transcriptFor } from '../core/access.js';
import { parseBlocks } from '../core/transcript-data.js';
import { queueUserEvent } from '../core/webhook-deliveries.js';
import { toComment, toWebhookComment } from '../views/comment.js';

const invalid = (message: string) => new AppError('VALIDATION_FAILED', message);

/** A comment on a transcript `userId` may comment on; 404 alike for a missing one and for anyone else's. */
async function commentFor(ctx: AppContext, userId: number, id: number): Promise<CommentViewRow> {
  const row = await commentById(ctx.db, id);
  if (!row) throw notFound('Comment');
  await transcriptFor(ctx, userId, row.transcript_id, 'comment', 'Comment');
  return row;
}

function authorOnly(row: CommentViewRow, userId: number, what: 'edit' | 'delete'): void {
  if (row.user_id !== userId) throw new AppError('FORBIDDEN', `Only its author can ${what} a comment.`);
}

/** The transcript's comments, in the order of their time in the recording. */
export async function listComments(
  ctx: AppContext,
  userId: number,
  transcriptId: number,
): Promise<TComment[]> {
  const transcript = await transcriptFor(ctx, userId, transcriptId, 'read');
  return (await commentsOfTranscript(ctx.db, transcript.id)).map((row) => toComment(row, userId));
}

/** Checks that the segment is the transcript's and the times are inside the recording. */
async function checkPlace(ctx: AppContext, transcript: TranscriptRow, body: TCommentCreateRequest) {
  if (transcript.status !== 'completed' || transcript.data === null) {
    throw new AppError('TRANSCRIPT_NOT_READY', 'Comments can be added once the transcript is ready.');
  }
  const segments = parseBlocks(transcript.data).flatMap((block) => block.audio_transcript_data_segment);
  if (!segments.some((s) => s.audio_transcript_data_segment_id === body.segment_id)) {
    throw invalid(`This transcript has no segment ${body.segment_id}.`);
  }
  const audio = await audioById(ctx.db, transcript.audio_id);
  // The recording's length, or the last segment's end when rounding puts it a little later.
  const length = Math.max(
    audio?.duration_seconds ?? 0,
    ...segments.map((s) => s.audio_transcript_data_segment_end_time),
  );
  if (body.start > length) throw invalid("The comment's start is past the end of the recording.");
  if (body.end != null && body.end > length) {
    throw invalid("The comment's end is past the end of the recording.");
  }
  return audio;
}

/** Adds the comment and, in the same transaction, the `comment.created` event for the owner's webhooks. */
export async function createComment(
  ctx: AppContext,
  userId: number,
  transcriptId: number,
  body: TCommentCreateRequest,
): Promise<TComment> {
  const transcript = await transcriptFor(ctx, userId, transcriptId, 'comment');
  const audio = await checkPlace(ctx, transcript, body);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const id = await insertComment(trx, {
      transcript_id: transcript.id,
      user_id: userId,
      segment_id: body.segment_id,
      start_time: body.start,
      end_time: body.end ?? null,
      text: body.text,
      resolved_at: null,
      resolved_by: null,
    });
    const created = await commentById(trx, id);
    if (!created) throw new Error(`comment ${id} vanished in its own transaction`);
    await queueUserEvent(trx, ctx.queue, ctx.config, transcript.user_id, 'comment.created', {
      transcript_id: transcript.id,
      audio_id: transcript.audio_id,
      file_name: audio?.file_name ?? null,
      status: transcript.status,
      error_message: null,
      comment: toWebhookComment(created),
    });
    return created;
  });
  return toComment(row, userId);
}

/** Edits the text (its author only) and/or resolves or reopens the comment (anyone who may comment). */
export async function updateComment(
  ctx: AppContext,
  userId: number,
  id: number,
  body: TCommentUpdateRequest,
): Promise<TComment> {
  const row = await commentFor(ctx, userId, id);
  if (body.text !== undefined) authorOnly(row, userId, 'edit');
  const resolving =
    body.resolved === undefined || body.resolved === (row.resolved_at !== null)
      ? {}
      : body.resolved
        ? { resolved_at: new Date().toISOString(), resolved_by: userId }
        : { resolved_at: null, resolved_by: null };
  const changes = { ...(body.text !== undefined ? { text: body.text } : {}), ...resolving };
  if (Object.keys(changes).length > 0) await updateCommentRow(ctx.db, row.id, changes);
  const updated = await commentById(ctx.db, row.id);
  if (!updated) throw notFound('Comment');
  return toComment(updated, userId);
}

/** Deletes the comment: its author only. */
export async function deleteComment(ctx: AppContext, userId: number, id: number): Promise<void> {
  const row = await commentFor(ctx, userId, id);
  authorOnly(row, userId, 'delete');
  await deleteCommentRow(ctx.db, row.id);
}
