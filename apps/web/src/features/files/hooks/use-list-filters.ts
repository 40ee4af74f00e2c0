import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filterCount, filtersIn, type ListFilters, withFilters, withoutFilters } from '@/lib/list-filters';

/**
 * The file list's filters and sort, kept in the address: each change is a new history entry (the back button
 * undoes it) and the address can be shared; the list reads them from there too.
 */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersIn(params), [params]);
  return {
    filters,
    /** How many filters are set (the sort is not one). */
    count: filterCount(params),
    set: (change: Partial<ListFilters>) => setParams(withFilters(params, change)),
    clear: () => setParams(withoutFilters(params)),
  };
}

export type ListFiltersState = ReturnType<typeof useListFilters>;
