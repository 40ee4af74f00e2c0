import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';

interface Props {
  open: boolean;
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}

/** "Delete folder?" with the spec's 'This action cannot be undone.' */
export function DeleteFolderDialog({ open, name, busy, onConfirm, onOpenChange }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}
      title={t('folders.delete.title', { count: 1, name })}
      description={
        <>
          {t('folders.delete.body', { name })}{' '}
          <strong className="font-medium text-fg">{t('common.cannotUndo')}</strong>
        </>
      }
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? <Spinner /> : null}
          {busy ? t('folders.delete.deleting') : t('folders.delete.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
