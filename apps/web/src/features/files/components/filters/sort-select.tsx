import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SORT_CHOICES, type SortChoice } from '@/lib/list-filters';

/** The list's order: by date, name, duration or the share reviewed, each either way. */
export function SortSelect({ value, onChange }: { value: SortChoice; onChange: (sort: SortChoice) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted">
        {t('files.filters.sort')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(SORT_CHOICES.find((c) => c === event.target.value) ?? 'date-desc')}
        className="h-8 rounded-lg border border-border bg-elevated px-2 text-sm text-fg hover:border-border-strong"
      >
        {SORT_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`files.filters.sorts.${choice}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
