import { Archive, SlidersHorizontal, Star, X } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { SearchAddress } from '../hooks/use-search-address';

// The panel's selects and their catalogues load when it is first opened, as on the file list.
const SearchFilterPanel = lazy(() => import('./search-filter-panel'));

/**
 * Above the results: Filters (the file list's panel, with how many are set), Starred only, In the Archive and
 * Clear filters; results come best first, so there is no sort. Everything lives in the address.
 */
export function SearchFilterBar({ search }: { search: SearchAddress }) {
  const { t } = useTranslation();
  const { filters, count, archived } = search;
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
          onClick={() => search.set({ starred: !filters.starred })}
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
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={archived}
          onClick={() => search.setArchived(!archived)}
          className={archived ? 'border-accent/60 bg-accent/10' : undefined}
        >
          <Archive size={14} aria-hidden />
          {t('search.page.archive')}
        </Button>
        {count > 0 ? (
          <Button variant="ghost" size="sm" onClick={search.clear}>
            <X size={14} aria-hidden />
            {t('files.filters.clear')}
          </Button>
        ) : null}
      </div>
      {open ? (
        <Suspense fallback={<Skeleton className="h-28 w-full" />}>
          <SearchFilterPanel id={panelId} search={search} />
        </Suspense>
      ) : null}
    </div>
  );
}
