import { SUMMARY_TEMPLATE_NAME_MAX, SUMMARY_TEMPLATE_PROMPT_MAX } from '@transcribe/contract';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClasses, TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';

export interface TemplateValues {
  name: string;
  prompt: string;
}

interface Props {
  initial?: TemplateValues;
  /** Called with the trimmed name and prompt once both are given; true when the form may be cleared. */
  onSubmit: (values: TemplateValues) => Promise<boolean>;
  /** The form's buttons (the submit one among them). */
  actions: ReactNode;
}

/** A template's name and prompt, each required. */
export function SummaryTemplateForm({ initial, onSubmit, actions }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(initial?.name ?? '');
  const [prompt, setPrompt] = useState(initial?.prompt ?? '');
  const [errors, setErrors] = useState<{ name?: string; prompt?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = { name: name.trim(), prompt: prompt.trim() };
    const found = {
      ...(values.name ? {} : { name: t('summaryTemplates.panel.nameRequired') }),
      ...(values.prompt ? {} : { prompt: t('summaryTemplates.panel.promptRequired') }),
    };
    setErrors(found);
    if (found.name || found.prompt) return;
    if (await onSubmit(values)) {
      setName('');
      setPrompt('');
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <TextField
        label={t('summaryTemplates.panel.name')}
        placeholder={t('summaryTemplates.panel.namePlaceholder')}
        value={name}
        maxLength={SUMMARY_TEMPLATE_NAME_MAX}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-prompt`} className="text-sm font-medium text-fg">
          {t('summaryTemplates.panel.prompt')}
        </label>
        <textarea
          id={`${id}-prompt`}
          value={prompt}
          rows={4}
          maxLength={SUMMARY_TEMPLATE_PROMPT_MAX}
          placeholder={t('summaryTemplates.panel.promptPlaceholder')}
          aria-invalid={errors.prompt ? true : undefined}
          aria-describedby={errors.prompt ? `${id}-prompt-error` : undefined}
          onChange={(event) => setPrompt(event.target.value)}
          className={cn(fieldClasses, 'py-2 leading-6')}
        />
        {errors.prompt ? (
          <p id={`${id}-prompt-error`} role="alert" className="text-sm text-danger">
            {errors.prompt}
          </p>
        ) : null}
      </div>
      <div className="flex justify-end gap-2">{actions}</div>
    </form>
  );
}
