import { type TSummaryTemplateId, VOCABULARY_MAX_WORDS } from '@transcribe/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateChoice } from '@/api/summary-templates/template-choices';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { fieldClasses, inputClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useErrorText } from '@/lib/error-text';
import { entriesOf, vocabularyProblem } from './vocabulary-words';

export interface FilePrompts {
  templateId: TSummaryTemplateId | null;
  words: string[];
}

interface Props {
  /** A folder's or a tag's name, for the fields' names. */
  name: string;
  saved: FilePrompts;
  /** The summary templates to choose from; undefined while they load. */
  choices: TemplateChoice[] | undefined;
  /** Resolves when the server took them; rejects with its refusal, shown above the buttons. */
  onSave: (prompts: FilePrompts) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * What a folder or tag gives its files: a summary template (or none) and words for the speech engine, one a
 * line; with the rule of which applies, in a sentence.
 */
export function FilePromptsForm({ name, saved, choices: offered, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const [template, setTemplate] = useState(saved.templateId === null ? '' : String(saved.templateId));
  const [text, setText] = useState(saved.words.join('\n'));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const words = entriesOf(text);
  const choices = offered ?? [];
  // A template not listed (deleted, or the list still loading) is kept as it is until another is chosen.
  const unlisted = template !== '' && !choices.some((choice) => choice.value === template);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = vocabularyProblem(words, t);
    if (problem) return setError(problem);
    const templateId =
      template === '' ? null : (choices.find((choice) => choice.value === template)?.id ?? saved.templateId);
    setBusy(true);
    setError(undefined);
    try {
      await onSave({ templateId, words });
    } catch (failure) {
      setError(errorText(failure, 'prompts.saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('prompts.rule')}</p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-template`} className="text-sm font-medium text-fg">
          {t('prompts.template', { name })}
        </label>
        <select
          id={`${id}-template`}
          className={inputClasses}
          value={template}
          onChange={(event) => setTemplate(event.target.value)}
        >
          <option value="">{t('prompts.noTemplate')}</option>
          {unlisted ? (
            <option value={template}>{offered ? t('prompts.unlisted') : t('common.loading')}</option>
          ) : null}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value} disabled={choice.disabled}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-words`} className="text-sm font-medium text-fg">
          {t('prompts.words', { name })}
        </label>
        <textarea
          id={`${id}-words`}
          rows={5}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          placeholder={t('profile.vocabulary.placeholder')}
          value={text}
          aria-describedby={`${id}-count`}
          onChange={(event) => setText(event.target.value)}
          className={cn(fieldClasses, 'min-h-28 resize-y py-2 leading-relaxed')}
        />
        <p
          id={`${id}-count`}
          className={cn('text-xs', words.length > VOCABULARY_MAX_WORDS ? 'text-danger' : 'text-muted')}
        >
          {t('profile.vocabulary.count', { words: words.length, max: VOCABULARY_MAX_WORDS })}
        </p>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? <Spinner /> : null}
          {t('prompts.save')}
        </Button>
      </div>
    </form>
  );
}
