import { ZFolderName } from '@transcribe/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';

export interface FolderFormDialogProps {
  open: boolean;
  mode: 'create' | 'edit';
  /** The folder's current name when renaming. */
  initialName?: string;
  /** The parent's name when adding a sub-folder. */
  parentName?: string | undefined;
  busy: boolean;
  onSubmit: (name: string) => void;
  onOpenChange: (open: boolean) => void;
}

/** Create or rename a folder. The name must not be blank once trimmed. */
export default function FolderFormDialog({
  open,
  mode,
  initialName = '',
  parentName,
  busy,
  onSubmit,
  onOpenChange,
}: FolderFormDialogProps) {
  const { t } = useTranslation();
  let title = t('folders.form.renameTitle');
  if (mode === 'create')
    title = parentName
      ? t('folders.form.subfolderTitle', { parent: parentName })
      : t('folders.form.createTitle');
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))} title={title}>
      {/* Mounted afresh on every opening, so the field starts from the folder's name each time. */}
      {open ? (
        <FolderForm
          mode={mode}
          initialName={initialName}
          busy={busy}
          onSubmit={onSubmit}
          onCancel={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

interface FormProps {
  mode: 'create' | 'edit';
  initialName: string;
  busy: boolean;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}

function FolderForm({ mode, initialName, busy, onSubmit, onCancel }: FormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();
  const valid = ZFolderName.safeParse(name);

  function change(value: string) {
    setName(value);
    if (ZFolderName.safeParse(value).success) setError(undefined);
    else if (!value.trim()) setError(t('folders.form.nameEmpty'));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!valid.success) {
      setError(name.trim() ? t('folders.form.nameTooLong', { count: 255 }) : t('folders.form.nameEmpty'));
      return;
    }
    onSubmit(valid.data);
  }

  let label = mode === 'create' ? t('folders.form.create') : t('folders.form.save');
  if (busy) label = mode === 'create' ? t('folders.form.creating') : t('folders.form.updating');
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <TextField
        label={t('folders.form.name')}
        value={name}
        error={error}
        maxLength={255}
        autoFocus
        required
        onChange={(event) => change(event.target.value)}
        onFocus={(event) => event.target.select()}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={busy || !name.trim()} aria-busy={busy}>
          {busy ? <Spinner /> : null}
          {label}
        </Button>
      </div>
    </form>
  );
}
