import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import type { SaveConflict } from './use-save-conflict';

/** Someone else saved first: reload their text, or re-apply mine on it. Closing it keeps editing. */
export function ConflictDialog({ conflict }: { conflict: SaveConflict }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={conflict.open}
      onOpenChange={(open) => open || conflict.dismiss()}
      title={t('transcript.edit.conflictTitle')}
      description={t('transcript.edit.conflictBody')}
    >
      <div className="flex flex-wrap justify-end gap-2">
        {conflict.busy ? <Spinner /> : null}
        <Button variant="secondary" onClick={conflict.reload} disabled={conflict.busy}>
          {t('transcript.edit.reload')}
        </Button>
        <Button onClick={conflict.reapply} disabled={conflict.busy}>
          {t('transcript.edit.reapply')}
        </Button>
      </div>
    </Dialog>
  );
}
