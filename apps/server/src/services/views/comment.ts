import type { TComment, TWebhookComment } from '@transcribe/contract';
import type { CommentViewRow } from '../../db/repositories/comments.js';

/** A comment as a webhook receives it (no caller to tell its own comments apart for). */
export function toWebhookComment(row: CommentViewRow): TWebhookComment {
  return {
    comment_id: row.id,
    comment_transcript_id: row.transcript_id,
    comment_segment_id: row.segment_id,
    comment_start: row.start_time,
    comment_end: row.end_time,
    comment_text: row.text,
    comment_author_id: row.user_id,
    comment_author_email: row.author_email,
    comment_author_name: row.author_name,
    comment_resolved: row.resolved_at !== null,
    comment_resolved_at: row.resolved_at,
    comment_resolved_by_email: row.resolved_at === null ? null : row.resolver_email,
    comment_created_at: row.created_at,
    comment_updated_at: row.updated_at,
  };
}

/** A comment as `userId` sees it. */
export function toComment(row: CommentViewRow, userId: number): TComment {
  return { ...toWebhookComment(row), comment_is_own: row.user_id === userId };
}
