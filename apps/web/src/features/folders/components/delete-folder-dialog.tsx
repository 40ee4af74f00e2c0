import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';

interface Props {
  open: boolean;
  name: string;
  /** The files that go with it (its sub-folders' too), when the folder list said. */
  files: number | undefined;
  busy: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}

/** "Delete folder?": the folder and everything in it, and how many files that is. */
export function DeleteFolderDialog({ open, name, files, busy, onConfirm, onOpenChange }: Props) {
  const { t } = useTranslation();
  return (
    <ConfirmDeleteDialog
      open={open}
      title={t('folders.delete.title', { count: 1, name })}
      body={[
        t('folders.delete.body', { name }),
        files === undefined
          ? ''
          : files === 0
            ? t('folders.delete.noFiles')
            : t('folders.delete.files', { count: files }),
      ]
        .join(' ')
        .trim()}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={() => onOpenChange(false)}
    />
  );
}
