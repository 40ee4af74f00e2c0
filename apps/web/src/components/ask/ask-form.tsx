import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';

interface Props {
  /** The question box's label (what is asked about). */
  label: string;
  placeholder: string;
  streaming: boolean;
  onAsk: (question: string) => void;
  onCancel: () => void;
}

export const QUESTION_MAX = 1000;

/** The question box: Ask sends it (Enter too; Shift+Enter for a new line), Cancel stops an answer. */
export function AskForm({ label, placeholder, streaming, onAsk, onCancel }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [question, setQuestion] = useState('');
  const trimmed = question.trim();

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (trimmed === '' || streaming) return;
    onAsk(trimmed);
    setQuestion('');
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <textarea
        id={id}
        value={question}
        maxLength={QUESTION_MAX}
        rows={2}
        placeholder={placeholder}
        onChange={(event) => setQuestion(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) submit(event);
        }}
        className={cn(fieldClasses, 'min-h-16 resize-y py-2')}
      />
      <div className="flex gap-2">
        {streaming ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('ask.cancel')}
          </Button>
        ) : (
          <Button type="submit" disabled={trimmed === ''}>
            {t('ask.submit')}
          </Button>
        )}
      </div>
    </form>
  );
}
