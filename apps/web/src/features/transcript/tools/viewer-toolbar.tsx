import { GitCompareArrows, Subtitles, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CommentsToggle } from '../comments/transcript-comments';
import type { CommentsState } from '../comments/use-comments';
import type { TranscriptEditor } from '../edit/use-transcript-editor';
import { ReviewToggle } from '../review/review-toggle';
import { ShareButton } from '../share/share-button';
import { EditToolbar } from './edit-toolbar';
import { MoreMenu, type MoreMenuProps } from './more-menu';

interface Props extends MoreMenuProps {
  editor: TranscriptEditor;
  review: { active: boolean; toggle: () => void };
  comments: CommentsState;
  /** The recording's length (0 while unknown), for a shared clip. */
  duration: number;
}

const PANEL_ICONS = { changes: GitCompareArrows, subtitles: Subtitles } as const;
const PANEL_LABELS = {
  changes: 'transcript.changes.toggle',
  subtitles: 'transcript.subtitles.toggle',
} as const;

/**
 * The viewer's one row of tools: Edit, Review and Share (for those who may change the transcript), Comments,
 * the panel shown (pressed, to close it) and More for the rest. In edit mode: Undo, Redo, Cancel and Save.
 * On a phone Edit, Review and Share are words without icons, More an icon: the row fits the screen.
 */
export function ViewerToolbar({ editor, review, comments, duration, ...more }: Props) {
  const { t } = useTranslation();
  const { write, panel, onPanel } = more;
  if (editor.editing)
    return (
      <div className="flex justify-end">
        <EditToolbar editor={editor} />
      </div>
    );
  const PanelIcon = panel ? PANEL_ICONS[panel] : undefined;
  return (
    <div className="flex flex-wrap items-center gap-1.5 sm:gap-2">
      {write ? (
        <>
          <EditToolbar editor={editor} />
          <ReviewToggle active={review.active} onToggle={review.toggle} />
          <ShareButton transcriptId={more.transcriptId} time={more.time} duration={duration} />
        </>
      ) : null}
      <CommentsToggle comments={comments} />
      <MoreMenu {...more} />
      {panel && PanelIcon ? (
        <Button size="sm" aria-pressed onClick={() => onPanel(null)} title={t('transcript.tools.closePanel')}>
          <PanelIcon size={14} aria-hidden />
          {t(PANEL_LABELS[panel])}
          <X size={14} aria-hidden />
        </Button>
      ) : null}
    </div>
  );
}
