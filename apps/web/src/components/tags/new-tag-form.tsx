import { TAG_COLOURS, TAG_NAME_MAX } from '@transcribe/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { inputClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useErrorText } from '@/lib/error-text';
import { ColourChoice } from './colour-choice';

interface Props {
  /** Makes the tag; a refusal (the name taken) is shown under the field. */
  onCreate: (name: string, colour: string) => Promise<unknown>;
}

/** A new tag: its name and one of the offered colours; Enter or "Create tag" makes it. */
export function NewTagForm({ onCreate }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [name, setName] = useState('');
  const [colour, setColour] = useState<string>(TAG_COLOURS[0]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(t('tags.nameRequired'));
    setBusy(true);
    setError(undefined);
    try {
      await onCreate(name.trim(), colour);
      setName('');
    } catch (failure) {
      setError(errorText(failure, 'tags.createFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {t('tags.newName')}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={id}
            className={cn(inputClasses, 'min-w-0 flex-1 basis-40')}
            maxLength={TAG_NAME_MAX}
            value={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy}>
            {busy ? <Spinner /> : null}
            {t('tags.create')}
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <ColourChoice value={colour} onChange={setColour} legend={t('tags.newColour')} disabled={busy} />
    </form>
  );
}
