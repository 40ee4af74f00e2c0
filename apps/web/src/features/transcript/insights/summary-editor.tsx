import { SUMMARY_TEXT_MAX } from '@transcribe/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditSummary } from '@/api/insights/edit-summary';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { fieldClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { useErrorText } from '@/lib/error-text';

interface Props {
  transcriptId: number;
  initial: string;
  onDone: () => void;
}

/** The summary in a text area: Save keeps it as written (until it is regenerated), Cancel leaves it be. */
export function SummaryEditor({ transcriptId, initial, onDone }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const [text, setText] = useState(initial);
  const save = useEditSummary(transcriptId);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(text, { onSuccess: onDone });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('summaryTemplates.editLabel')}
      </label>
      <textarea
        id={id}
        value={text}
        rows={12}
        maxLength={SUMMARY_TEXT_MAX}
        // biome-ignore lint/a11y/noAutofocus: the user asked to edit this text just now.
        autoFocus
        onChange={(event) => setText(event.target.value)}
        className={cn(fieldClasses, 'max-w-prose py-2 leading-6')}
      />
      {save.isError ? (
        <Notice tone="error">{errorText(save.error, 'summaryTemplates.saveFailed')}</Notice>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {t('summaryTemplates.save')}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
