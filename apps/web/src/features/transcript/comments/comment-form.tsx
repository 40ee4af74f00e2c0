import { COMMENT_TEXT_MAX } from '@transcribe/contract';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { fieldClasses } from '@/components/ui/text-field';

interface Props {
  /** The field's label (what and where is being commented). */
  label: string;
  initial?: string;
  submitLabel: string;
  busy: boolean;
  /** The server's refusal, already in words. */
  error?: string | undefined;
  onSubmit: (text: string) => void;
  onCancel: () => void;
}

/** A comment's text: checked here first (not empty, not too long); Ctrl+Enter sends, Escape cancels. */
export function CommentForm({ label, initial = '', submitLabel, busy, error, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string>();
  const shown = problem ?? error;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setProblem(t('transcript.comments.empty'));
    if (trimmed.length > COMMENT_TEXT_MAX)
      return setProblem(t('transcript.comments.tooLong', { max: COMMENT_TEXT_MAX }));
    setProblem(undefined);
    onSubmit(trimmed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      <textarea
        id={id}
        // biome-ignore lint/a11y/noAutofocus: the field opens because the reader asked to write in it.
        autoFocus
        rows={3}
        className={`${fieldClasses} resize-y py-2`}
        value={text}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        placeholder={t('transcript.comments.placeholder')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {shown}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={busy} aria-busy={busy}>
          {busy ? <Spinner size={14} /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
