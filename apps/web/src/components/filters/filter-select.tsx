import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '@/components/ui/text-field';

interface Props {
  label: string;
  /** '' is "Any". */
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** One filter as a labelled select whose first choice, "Any", leaves it off. */
export function FilterSelect({ label, value, options, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  // A value the address names but the options do not (yet) know stays chosen, shown as it is.
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <select
        id={id}
        className={inputClasses}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('files.filters.any')}</option>
        {known ? null : <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
