import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The correction typed over the current word, prefilled and selected: Enter applies it, Shift+Enter applies
 * it to every occurrence of the word (after a confirmation), Escape leaves the word as it was.
 */
export function CorrectionField({
  word,
  onApply,
  onCancel,
}: {
  word: string;
  onApply: (value: string, all: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(word);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  return (
    <input
      ref={field}
      className="rounded-sm border border-accent bg-surface px-1 text-[15px] text-fg"
      aria-label={t('transcript.review.correctLabel', { word })}
      title={t('transcript.review.correctHint')}
      size={Math.max(value.length + 1, 4)}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        if (event.key === 'Escape') onCancel();
        else onApply(value, event.shiftKey);
      }}
    />
  );
}
