import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';
import { Spinner } from './spinner';

interface Props {
  open: boolean;
  title: string;
  body: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Delete …?" with what goes, the spec's 'This action cannot be undone.', and Cancel / Delete. */
export function ConfirmDeleteDialog({ open, title, body, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => next || busy || onCancel()}
      title={title}
      description={
        <>
          {body} <strong className="font-medium text-fg">{t('common.cannotUndo')}</strong>
        </>
      }
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? <Spinner /> : null}
          {busy ? t('common.deleting') : t('common.delete')}
        </Button>
      </div>
    </Dialog>
  );
}
