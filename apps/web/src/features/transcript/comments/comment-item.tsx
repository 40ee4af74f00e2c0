import type { TComment } from '@transcribe/contract';
import { CheckCircle2, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteComment } from '@/api/comments/delete-comment';
import { useUpdateComment } from '@/api/comments/update-comment';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { cn } from '@/lib/cn';
import { useErrorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format';
import { CommentForm } from './comment-form';
import { placeText } from './place-text';

interface Props {
  comment: TComment;
  onSeek: (time: number) => void;
  /** Read only: no Resolve, Edit or Delete. */
  readOnly: boolean;
}

/** One comment: who and when, the time it is about (plays from there), its text and what one may do. */
export function CommentItem({ comment, onSeek, readOnly }: Props) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const update = useUpdateComment(comment.comment_transcript_id);
  const remove = useDeleteComment(comment.comment_transcript_id);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const time = placeText(t, comment.comment_start, comment.comment_end);
  const author =
    comment.comment_author_name || comment.comment_author_email || t('transcript.comments.unknownAuthor');
  const resolved = comment.comment_resolved;
  const id = comment.comment_id;
  const failure = update.error ?? remove.error;

  return (
    <article
      aria-label={t('transcript.comments.itemLabel', { author, time })}
      className={cn('flex flex-col gap-1.5 rounded-lg border border-border p-3', resolved && 'opacity-70')}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs text-muted">
        <span className="font-medium text-fg">{author}</span>
        <time dateTime={comment.comment_created_at}>
          {formatDate(comment.comment_created_at, i18n.language)}
        </time>
      </div>
      <button
        type="button"
        className="self-start rounded text-xs font-medium text-accent-text tabular-nums hover:underline"
        aria-label={t('transcript.playFrom', { time: placeText(t, comment.comment_start, null) })}
        onClick={() => onSeek(comment.comment_start)}
      >
        {time}
      </button>
      {editing ? (
        <CommentForm
          label={t('transcript.comments.editField')}
          initial={comment.comment_text}
          submitLabel={t('transcript.comments.save')}
          busy={update.isPending}
          error={update.error ? errorText(update.error, 'transcript.comments.saveFailed') : undefined}
          onCancel={() => setEditing(false)}
          onSubmit={(text) => update.mutate({ id, text }, { onSuccess: () => setEditing(false) })}
        />
      ) : (
        <p className="text-sm whitespace-pre-wrap break-words text-fg">{comment.comment_text}</p>
      )}
      {resolved ? (
        <p className="flex items-center gap-1 text-xs text-muted">
          <CheckCircle2 size={12} aria-hidden />
          {comment.comment_resolved_by_email
            ? t('transcript.comments.resolvedBy', { name: comment.comment_resolved_by_email })
            : t('transcript.comments.resolved')}
        </p>
      ) : null}
      {failure && !editing ? (
        <p role="alert" className="text-xs text-danger">
          {errorText(failure, 'transcript.comments.saveFailed')}
        </p>
      ) : null}
      {editing || readOnly ? null : (
        <div className="flex flex-wrap gap-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={update.isPending}
            aria-label={t(resolved ? 'transcript.comments.reopenLabel' : 'transcript.comments.resolveLabel', {
              time,
            })}
            onClick={() => update.mutate({ id, resolved: !resolved })}
          >
            {resolved ? <RotateCcw size={14} aria-hidden /> : <CheckCircle2 size={14} aria-hidden />}
            {t(resolved ? 'transcript.comments.reopen' : 'transcript.comments.resolve')}
          </Button>
          {comment.comment_is_own ? (
            <>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('transcript.comments.editLabel', { time })}
                onClick={() => setEditing(true)}
              >
                <Pencil size={14} aria-hidden />
                {t('transcript.comments.edit')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('transcript.comments.deleteLabel', { time })}
                onClick={() => setConfirming(true)}
              >
                <Trash2 size={14} aria-hidden />
                {t('common.delete')}
              </Button>
            </>
          ) : null}
        </div>
      )}
      <ConfirmDeleteDialog
        open={confirming}
        title={t('transcript.comments.deleteTitle')}
        body={t('transcript.comments.deleteBody')}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(id, { onSettled: () => setConfirming(false) })}
      />
    </article>
  );
}
