import { useTranslation } from 'react-i18next';
import { useAddComment } from '@/api/comments/add-comment';
import { useErrorText } from '@/lib/error-text';
import { CommentForm } from './comment-form';
import { placeText } from './place-text';
import type { CommentsState } from './use-comments';

/** The comment being written on the place a segment's Add comment chose. */
export function NewComment({ comments }: { comments: CommentsState }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const add = useAddComment(comments.transcriptId);
  const { draft, cancelDraft } = comments;
  if (!draft) return null;
  return (
    <div className="rounded-lg border border-accent/40 bg-accent-soft/40 p-3">
      <CommentForm
        key={`${draft.segmentId}-${draft.start}-${draft.end}`}
        label={t('transcript.comments.newAt', { time: placeText(t, draft.start, draft.end) })}
        submitLabel={t('transcript.comments.add')}
        busy={add.isPending}
        error={add.error ? errorText(add.error, 'transcript.comments.saveFailed') : undefined}
        onCancel={() => {
          add.reset();
          cancelDraft();
        }}
        onSubmit={(text) =>
          add.mutate(
            { segment_id: draft.segmentId, start: draft.start, end: draft.end, text },
            { onSuccess: cancelDraft },
          )
        }
      />
    </div>
  );
}
