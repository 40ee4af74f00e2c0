import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { inputClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';

interface Props {
  /** The name now; saving it unchanged only closes the form. */
  name: string;
  /** The field's accessible name ("New name for …"). */
  label: string;
  maxLength: number;
  saveLabel: string;
  /** What keeps a draft from being sent (in the reader's language), or undefined. */
  problem: (draft: string) => string | undefined;
  /** Sends the new name, trimmed; `fail` shows why the server refused it under the field. */
  onSave: (name: string, fail: (message: string) => void) => void;
  saving: boolean;
  /** Closes the form: Cancel, Escape, or the name saved. */
  onDone: () => void;
  /** Small buttons and field, for a row of a list. */
  compact?: boolean;
}

/** A name as a field in place: Enter or Save sends it, Escape or Cancel keeps the old one. */
export function InlineRenameForm({
  name,
  label,
  maxLength,
  saveLabel,
  problem,
  onSave,
  saving,
  onDone,
  compact = false,
}: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string>();
  const errorId = `${useId()}-error`;
  const size = compact ? 'sm' : 'md';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.trim() === name) return onDone();
    const refused = problem(draft);
    setError(refused);
    if (!refused) onSave(draft.trim(), setError);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <input
          // biome-ignore lint/a11y/noAutofocus: the person just asked to type the new name.
          autoFocus
          className={cn(inputClasses, 'min-w-0 flex-1', compact ? 'h-8' : 'basis-48')}
          aria-label={label}
          maxLength={maxLength}
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !saving) onDone();
          }}
        />
        <Button type="submit" size={size} disabled={saving} aria-busy={saving}>
          {saving ? <Spinner /> : null}
          {saveLabel}
        </Button>
        <Button variant="ghost" size={size} disabled={saving} onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
