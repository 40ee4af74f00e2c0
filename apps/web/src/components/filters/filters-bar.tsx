import { SlidersHorizontal, Star, X } from 'lucide-react';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { ListFilters } from '@/lib/list-filters';

interface Props {
  filters: ListFilters;
  /** How many filters are set (the sort is not one). */
  count: number;
  set: (change: Partial<ListFilters>) => void;
  clear: () => void;
  /** The panel of every filter, shown while open (its feature's lazy chunk), under the id the toggle names. */
  panel: (id: string) => ReactNode;
  /** After Starred only: the sort on a file list, In the Archive on search results. */
  middle?: ReactNode;
  /** More tools at the end of the row (Save view, the keyboard shortcuts). */
  end?: ReactNode;
}

/**
 * Above a list of files: Filters (the panel of every filter, with how many are set), Starred only, what the
 * feature adds, and Clear filters. Everything it sets lives in the address.
 */
export function FiltersBar({ filters, count, set, clear, panel, middle, end }: Props) {
  const { t } = useTranslation();
  const panelId = useId();
  // Open from the start when the address sets a filter only the panel shows.
  const [open, setOpen] = useState(count > (filters.starred ? 1 : 0));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
        >
          <SlidersHorizontal size={14} aria-hidden />
          {t('files.filters.toggle')}
          {count > 0 ? (
            <span className="rounded-full bg-accent px-1.5 text-xs leading-5 text-accent-fg tabular-nums">
              <span aria-hidden>{count}</span>
              <span className="sr-only">{t('files.filters.active', { count })}</span>
            </span>
          ) : null}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={filters.starred}
          onClick={() => set({ starred: !filters.starred })}
          className={filters.starred ? 'border-amber-600/60 bg-amber-500/10' : undefined}
        >
          <Star
            size={14}
            aria-hidden
            fill={filters.starred ? 'currentColor' : 'none'}
            className={filters.starred ? 'text-amber-600 dark:text-amber-400' : undefined}
          />
          {t('files.filters.starred')}
        </Button>
        {middle}
        {count > 0 ? (
          <Button variant="ghost" size="sm" onClick={clear}>
            <X size={14} aria-hidden />
            {t('files.filters.clear')}
          </Button>
        ) : null}
        {end ? <div className="ml-auto flex items-center gap-1">{end}</div> : null}
      </div>
      {open ? <Suspense fallback={<Skeleton className="h-28 w-full" />}>{panel(panelId)}</Suspense> : null}
    </div>
  );
}
