import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';

interface Props {
  title: string;
  label: string;
  /** The name now ('' for something new). */
  initial?: string;
  submitLabel: string;
  maxLength: number;
  /** Said when the field is left empty. */
  requiredText: string;
  /** Text of a refusal the server gives no reason for. */
  failedKey: string;
  /** Sends the name, trimmed; resolves when taken (the dialog then closes), rejects with the refusal (shown under the field). */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** A dialog asking for a name (a saved view's, say): the server's refusal is shown under the field. */
export function NameDialog({
  title,
  label,
  initial = '',
  submitLabel,
  maxLength,
  requiredText,
  failedKey,
  onSubmit,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(requiredText);
    setBusy(true);
    setError(undefined);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (failure) {
      setError(errorText(failure, failedKey));
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => open || busy || onClose()} title={title}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={label}
          value={name}
          maxLength={maxLength}
          error={error}
          autoFocus
          onChange={(event) => setName(event.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? <Spinner /> : null}
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
