import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';

interface Props {
  name: string | undefined;
  onRename: (name: string) => Promise<boolean>;
  onClose: () => void;
}

/** Rename a file: the name must not be blank; it is trimmed when sent; Enter submits. */
export default function RenameFileDialog({ name, onRename, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={name !== undefined}
      onOpenChange={(open) => open || onClose()}
      title={t('files.rename.title')}
    >
      {name !== undefined ? <RenameForm initial={name} onRename={onRename} onCancel={onClose} /> : null}
    </Dialog>
  );
}

function RenameForm({
  initial,
  onRename,
  onCancel,
}: {
  initial: string;
  onRename: (name: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  const trimmed = value.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || busy) return;
    setBusy(true);
    const done = await onRename(trimmed);
    setBusy(false);
    if (done) onCancel();
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <TextField
        label={t('files.rename.label')}
        value={value}
        maxLength={255}
        autoFocus
        required
        error={trimmed ? undefined : t('files.rename.empty')}
        onChange={(event) => setValue(event.target.value)}
        onFocus={(event) => event.target.select()}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={!trimmed || busy} aria-busy={busy}>
          {busy ? <Spinner /> : null}
          {t('files.rename.submit')}
        </Button>
      </div>
    </form>
  );
}
