import { Pencil, Redo2, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ConflictDialog } from '../edit/conflict-dialog';
import type { TranscriptEditor } from '../edit/use-transcript-editor';

/** Edit; in edit mode Undo, Redo, Cancel and Save (and what to do when someone else saved first). */
export function EditToolbar({ editor }: { editor: TranscriptEditor }) {
  const { t } = useTranslation();
  if (!editor.editing)
    return (
      <Button size="sm" variant="secondary" onClick={editor.start}>
        <Pencil size={14} aria-hidden className="hidden sm:block" />
        {t('transcript.edit.edit')}
      </Button>
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      {(
        [
          ['undo', Undo2, editor.canUndo, editor.undo],
          ['redo', Redo2, editor.canRedo, editor.redo],
        ] as const
      ).map(([name, Icon, enabled, run]) => (
        <Button
          key={name}
          size="sm"
          variant="ghost"
          aria-label={t(`transcript.edit.${name}`)}
          title={t(`transcript.edit.${name}`)}
          disabled={!enabled}
          onClick={run}
        >
          <Icon size={16} aria-hidden />
        </Button>
      ))}
      <Button size="sm" variant="secondary" onClick={editor.cancel} disabled={editor.saving}>
        {t('common.cancel')}
      </Button>
      <Button size="sm" onClick={editor.submit} disabled={editor.saving} aria-busy={editor.saving}>
        {editor.saving ? <Spinner /> : null}
        {t('transcript.edit.save')}
      </Button>
      <ConflictDialog conflict={editor.conflict} />
    </div>
  );
}
