import type { TAudioItem } from '@transcribe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';

interface Props {
  items: TAudioItem[] | undefined;
  onDelete: (items: TAudioItem[]) => Promise<void>;
  onClose: () => void;
}

/** 'Delete "name"?' for one file, 'Delete N files?' for several. */
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
    <ConfirmDeleteDialog
      open={items !== undefined}
      title={t('files.delete.title', { count, name })}
      body={t('files.delete.body')}
      busy={busy}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
