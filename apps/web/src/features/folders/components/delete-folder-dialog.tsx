import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';

interface Props {
  open: boolean;
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}

/** "Delete folder?": the folder and everything in it. */
export function DeleteFolderDialog({ open, name, busy, onConfirm, onOpenChange }: Props) {
  const { t } = useTranslation();
  return (
    <ConfirmDeleteDialog
      open={open}
      title={t('folders.delete.title', { count: 1, name })}
      body={t('folders.delete.body', { name })}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={() => onOpenChange(false)}
    />
  );
}
