import type { TAudioItem } from '@transcribe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';

interface Props {
  items: TAudioItem[] | undefined;
  onDelete: (items: TAudioItem[]) => Promise<void>;
  onClose: () => void;
}

/** "Delete file?" / "Delete N files?" with the spec's 'This action cannot be undone.' */
export function DeleteFilesDialog({ items, onDelete, onClose }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const count = items?.length ?? 0;
  const name = items?.[0]?.audio_file.file_name ?? '';

  async function confirm() {
    if (!items) return;
    setBusy(true);
    await onDelete(items);
    setBusy(false);
    onClose();
  }

  return (
    <Dialog
      open={items !== undefined}
      onOpenChange={(open) => open || busy || onClose()}
      title={t('files.delete.title', { count, name })}
      description={
        <>
          {t('files.delete.body', { count, name })}{' '}
          <strong className="font-medium text-fg">{t('common.cannotUndo')}</strong>
        </>
      }
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={busy} aria-busy={busy}>
          {busy ? <Spinner /> : null}
          {busy ? t('folders.delete.deleting') : t('folders.delete.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
