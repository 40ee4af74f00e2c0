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

/** Beside the transcript on wide screens; on narrower ones a modal sheet (Add comment opens it too). */
export function TranscriptComments({ comments, onSeek, readOnly }: Props) {
  const { t } = useTranslation();
  const heading = useId();
  const beside = useMediaQuery(BESIDE);
  if (beside)
    return (
      <aside
        aria-labelledby={heading}
        className="sticky top-20 flex max-h-[calc(100dvh-10rem)] w-72 shrink-0 flex-col gap-3 self-start overflow-y-auto rounded-xl border border-border bg-surface p-4"
      >
        <h2 id={heading} className="text-xs font-semibold tracking-wide text-muted uppercase">
          {t('transcript.comments.title')}
        </h2>
        <CommentsPanel comments={comments} onSeek={onSeek} readOnly={readOnly} />
      </aside>
    );
  return (
    <Dialog
      open={comments.sheetOpen}
      onOpenChange={(open) => {
        comments.setSheetOpen(open);
        if (!open) comments.cancelDraft();
      }}
      title={t('transcript.comments.title')}
    >
      <CommentsPanel
        comments={comments}
        readOnly={readOnly}
        onSeek={(time) => {
          comments.setSheetOpen(false);
          onSeek(time);
        }}
      />
    </Dialog>
  );
}

/** On narrower screens: opens the comments sheet, with the number of open comments. */
export function CommentsToggle({ comments }: { comments: CommentsState }) {
  const { t } = useTranslation();
  const beside = useMediaQuery(BESIDE);
  if (beside) return null;
  return (
    <Button size="sm" variant="secondary" onClick={() => comments.setSheetOpen(true)}>
      <MessageSquare size={14} aria-hidden />
      {t('transcript.comments.toggle', { count: comments.openCount })}
    </Button>
  );
}
