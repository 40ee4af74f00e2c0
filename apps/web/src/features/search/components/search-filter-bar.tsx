import { Archive } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltersBar } from '@/components/filters/filters-bar';
import { Button } from '@/components/ui/button';
import type { SearchAddress } from '../hooks/use-search-address';

// The panel's selects and their catalogues load when it is first opened, as on the file list.
const SearchFilterPanel = lazy(() => import('./search-filter-panel'));

/**
 * Above the results: the file list's filters bar with In the Archive; results come best first, so there is no
 * sort. Everything lives in the address.
 */
export function SearchFilterBar({ search }: { search: SearchAddress }) {
  const { t } = useTranslation();
  const { archived } = search;
  return (
    <FiltersBar
      filters={search.filters}
      count={search.count}
      set={search.set}
      clear={search.clear}
      panel={(id) => <SearchFilterPanel id={id} search={search} />}
      middle={
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
      }
    />
  );
}
