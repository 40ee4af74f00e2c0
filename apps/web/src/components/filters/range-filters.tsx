import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '@/components/ui/text-field';
import type { ListFilters } from '@/lib/list-filters';

type Change = (change: Partial<ListFilters>) => void;

function Range({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-fg">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">{children}</div>
    </fieldset>
  );
}

function Bound({ label, input }: { label: string; input: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs text-muted">
        {label}
      </label>
      {input(id)}
    </div>
  );
}

/** A number of minutes, set in the address when the field is left or Enter pressed (not at every key). */
function MinutesField({
  id,
  value,
  onCommit,
}: {
  id: string;
  value: string;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const commit = () => draft !== value && onCommit(draft);
  return (
    <input
      id={id}
      type="number"
      min={0}
      step="any"
      inputMode="decimal"
      className={inputClasses}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
    />
  );
}

/** Duration from / up to, in minutes. */
export function DurationFilter({ filters, set }: { filters: ListFilters; set: Change }) {
  const { t } = useTranslation();
  return (
    <Range legend={t('files.filters.duration')}>
      <Bound
        label={t('files.filters.atLeast')}
        input={(id) => (
          // Keyed by the address's value, so going back in history shows it again.
          <MinutesField
            key={filters.durationMin}
            id={id}
            value={filters.durationMin}
            onCommit={(v) => set({ durationMin: v })}
          />
        )}
      />
      <Bound
        label={t('files.filters.atMost')}
        input={(id) => (
          <MinutesField
            key={filters.durationMax}
            id={id}
            value={filters.durationMax}
            onCommit={(v) => set({ durationMax: v })}
          />
        )}
      />
    </Range>
  );
}

/** Uploaded from / to, both days included. */
export function DateFilter({ filters, set }: { filters: ListFilters; set: Change }) {
  const { t } = useTranslation();
  const day = (
    id: string,
    value: string,
    onChange: (day: string) => void,
    bounds: { min?: string; max?: string },
  ) => (
    <input
      id={id}
      type="date"
      className={inputClasses}
      value={value}
      {...bounds}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <Range legend={t('files.filters.uploaded')}>
      <Bound
        label={t('files.filters.from')}
        input={(id) => day(id, filters.from, (from) => set({ from }), filters.to ? { max: filters.to } : {})}
      />
      <Bound
        label={t('files.filters.to')}
        input={(id) => day(id, filters.to, (to) => set({ to }), filters.from ? { min: filters.from } : {})}
      />
    </Range>
  );
}
