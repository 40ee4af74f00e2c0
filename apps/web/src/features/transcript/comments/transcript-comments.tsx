import { MessageSquare } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useMediaQuery } from '@/lib/use-media-query';
import { CommentsPanel } from './comments-panel';
import type { CommentsState } from './use-comments';

/** Wide enough for the comments to sit beside the transcript; narrower, they open in a sheet. */
const BESIDE = '(min-width: 1280px)';

interface Props {
  comments: CommentsState;
  onSeek: (time: number) => void;
  /** A workspace's viewer reads the comments only. */
  readOnly: boolean;
}

/**
 * Once opened (the Comments button, or a segment's Add comment): beside the transcript on wide screens, a modal
 * sheet on narrower ones. Closed, the text has the whole width.
 */
export function TranscriptComments({ comments, onSeek, readOnly }: Props) {
  const { t } = useTranslation();
  const heading = useId();
  const beside = useMediaQuery(BESIDE);
  if (beside)
    return comments.panelOpen ? (
      <aside
        aria-labelledby={heading}
        className="sticky top-20 flex max-h-[calc(100dvh-10rem)] w-72 shrink-0 flex-col gap-3 self-start overflow-y-auto rounded-xl border border-border bg-surface p-4"
      >
        <h2 id={heading} className="text-xs font-semibold tracking-wide text-muted uppercase">
          {t('transcript.comments.title')}
        </h2>
        <CommentsPanel comments={comments} onSeek={onSeek} readOnly={readOnly} />
      </aside>
    ) : null;
  return (
    <Dialog
      open={comments.panelOpen}
      onOpenChange={(open) => {
        comments.setPanelOpen(open);
        if (!open) comments.cancelDraft();
      }}
      title={t('transcript.comments.title')}
    >
      <CommentsPanel
        comments={comments}
        readOnly={readOnly}
        onSeek={(time) => {
          comments.setPanelOpen(false);
          onSeek(time);
        }}
      />
    </Dialog>
  );
}

/** Shows and hides the comments (beside the text, or as a sheet on narrower screens), with the open count. */
export function CommentsToggle({ comments }: { comments: CommentsState }) {
  const { t } = useTranslation();
  const label = t('transcript.comments.toggle', { count: comments.openCount });
  return (
    <Button
      size="sm"
      variant={comments.panelOpen ? 'primary' : 'secondary'}
      aria-pressed={comments.panelOpen}
      aria-label={label}
      title={label}
      onClick={() => {
        comments.setPanelOpen(!comments.panelOpen);
        if (comments.panelOpen) comments.cancelDraft();
      }}
    >
      <MessageSquare size={14} aria-hidden />
      <span aria-hidden className="hidden sm:inline">
        {label}
      </span>
      <span aria-hidden className="tabular-nums sm:hidden">
        {comments.openCount}
      </span>
    </Button>
  );
}
