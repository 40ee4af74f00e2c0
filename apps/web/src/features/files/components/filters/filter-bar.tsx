import { SlidersHorizontal, Star, X } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { ListFiltersState } from '../../hooks/use-list-filters';
import { SortSelect } from './sort-select';

// The panel's selects and their catalogues load when it is first opened.
const FilterPanel = lazy(() => import('./filter-panel'));

interface Props {
  state: ListFiltersState;
  /** The folder listed (null: the user's own files), whose tags the tag filter offers. */
  folderId: number | null;
  /** More tools at the end of the bar's row (Save view, the keyboard shortcuts). */
  children?: ReactNode;
}

/**
 * Above a file list: Filters (the panel of every filter, with how many are set), Starred only, the sort and
 * Clear filters. Everything it sets lives in the address (see useListFilters).
 */
export function FilterBar({ state, folderId, children }: Props) {
  const { t } = useTranslation();
  const { filters, count, set, clear } = state;
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
        <SortSelect value={filters.sort} onChange={(sort) => set({ sort })} />
        {count > 0 ? (
          <Button variant="ghost" size="sm" onClick={clear}>
            <X size={14} aria-hidden />
            {t('files.filters.clear')}
          </Button>
        ) : null}
        {children ? <div className="ml-auto flex items-center gap-1">{children}</div> : null}
      </div>
      {open ? (
        <Suspense fallback={<Skeleton className="h-28 w-full" />}>
          <FilterPanel id={panelId} state={state} folderId={folderId} />
        </Suspense>
      ) : null}
    </div>
  );
}
