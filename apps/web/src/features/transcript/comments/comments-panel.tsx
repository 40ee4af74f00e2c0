import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/error-text';
import { CommentItem } from './comment-item';
import { NewComment } from './new-comment';
import type { CommentsState } from './use-comments';

interface Props {
  comments: CommentsState;
  onSeek: (time: number) => void;
  /** No Resolve, Edit or Delete (a workspace's viewer). */
  readOnly?: boolean;
}

/** The comment being written, then every comment in the order of its time in the recording. */
export function CommentsPanel({ comments, onSeek, readOnly = false }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { list } = comments;
  return (
    <div className="flex flex-col gap-3">
      <NewComment comments={comments} />
      {list.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorText(list.error, 'transcript.comments.loadFailed')}
        </p>
      ) : list.data.length === 0 ? (
        comments.draft ? null : (
          <p className="text-sm text-muted">
            {t(readOnly ? 'transcript.comments.noneYet' : 'transcript.comments.none')}
          </p>
        )
      ) : (
        <ol className="flex flex-col gap-2">
          {list.data.map((comment) => (
            <li key={comment.comment_id}>
              <CommentItem comment={comment} onSeek={onSeek} readOnly={readOnly} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
