import { RETENTION_MAX_DAYS, type TRetention, type TRetentionScope } from '@transcribe/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { inputClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useErrorText } from '@/lib/error-text';

/** The periods offered in the list; any other whole number of days is typed in. */
const PRESET_DAYS = [30, 90, 180, 365] as const;
const FOREVER = 'forever';
const CUSTOM = 'custom';

const choiceOf = (days: number | null) =>
  days === null ? FOREVER : (PRESET_DAYS as readonly number[]).includes(days) ? String(days) : CUSTOM;

/** The days a choice and a typed number stand for: null keeps forever; undefined is not a valid number. */
function daysOf(choice: string, typed: string): number | null | undefined {
  if (choice === FOREVER) return null;
  const text = choice === CUSTOM ? typed.trim() : choice;
  if (!/^\d+$/.test(text)) return undefined;
  const days = Number(text);
  return days >= 1 && days <= RETENTION_MAX_DAYS ? days : undefined;
}

export interface RetentionFormProps {
  saved: TRetention;
  saving: boolean;
  /** Stores the rule; the form says in a toast that it did, or why not. */
  save: (rule: TRetention) => Promise<unknown>;
}

/**
 * "Delete recordings after": keep forever, a usual period or any number of days, and what goes (the
 * recording only, or with its transcript). The Profile's and a workspace's retention share it.
 */
export function RetentionForm({ saved, saving, save }: RetentionFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const [choice, setChoice] = useState(() => choiceOf(saved.retention_days));
  const [typed, setTyped] = useState(() =>
    saved.retention_days === null ? '' : String(saved.retention_days),
  );
  const [scope, setScope] = useState<TRetentionScope>(saved.retention_scope);
  const [invalid, setInvalid] = useState(false);
  const days = daysOf(choice, typed);
  const changed = days !== saved.retention_days || scope !== saved.retention_scope;

  function submit(event: FormEvent) {
    event.preventDefault();
    setInvalid(days === undefined);
    if (days === undefined) return;
    save({ retention_days: days, retention_scope: scope }).then(
      () => toast.success(t('retention.saved')),
      (failure) => toast.error(errorText(failure, 'retention.saveFailed')),
    );
  }

  const radio = 'flex items-start gap-2 text-sm text-fg';
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-period`} className="text-sm font-medium text-fg">
          {t('retention.period')}
        </label>
        <select
          id={`${id}-period`}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          className={cn(inputClasses, 'sm:max-w-xs')}
        >
          <option value={FOREVER}>{t('retention.forever')}</option>
          {PRESET_DAYS.map((preset) => (
            <option key={preset} value={String(preset)}>
              {t('retention.days', { count: preset })}
            </option>
          ))}
          <option value={CUSTOM}>{t('retention.custom')}</option>
        </select>
      </div>
      {choice === CUSTOM ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-days`} className="text-sm font-medium text-fg">
            {t('retention.customLabel')}
          </label>
          <input
            id={`${id}-days`}
            inputMode="numeric"
            value={typed}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? `${id}-days-error` : undefined}
            onChange={(event) => setTyped(event.target.value)}
            className={cn(inputClasses, 'sm:max-w-xs')}
          />
          {invalid ? (
            <p id={`${id}-days-error`} role="alert" className="text-sm text-danger">
              {t('retention.invalidDays', { max: RETENTION_MAX_DAYS })}
            </p>
          ) : null}
        </div>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-fg">{t('retention.scope')}</legend>
        <label className={radio}>
          <input
            type="radio"
            name={`${id}-scope`}
            className="mt-1"
            checked={scope === 'audio'}
            onChange={() => setScope('audio')}
          />
          {t('retention.scopeAudio')}
        </label>
        <label className={radio}>
          <input
            type="radio"
            name={`${id}-scope`}
            className="mt-1"
            checked={scope === 'all'}
            onChange={() => setScope('all')}
          />
          {t('retention.scopeAll')}
        </label>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={!changed || saving} aria-busy={saving}>
          {saving ? <Spinner /> : null}
          {t('retention.save')}
        </Button>
      </div>
    </form>
  );
}
