import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filterCount, filtersIn, type ListFilters, withFilters, withoutFilters } from '@/lib/list-filters';

/** The results page a search address shows: from 1, as `page=` says (anything else is the first). */
function pageIn(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The results page's search, kept in its address (/dashboard/search?q=…&<the file list's filters>&archived=true
 * &page=2): each change is a new history entry and the address can be shared. A change of filters goes back to
 * the first page.
 */
export function useSearchAddress() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersIn(params), [params]);
  const firstPage = (next: URLSearchParams) => {
    next.delete('page');
    return next;
  };
  return {
    params,
    query: params.get('q')?.trim() ?? '',
    page: pageIn(params),
    archived: params.get('archived') === 'true',
    filters,
    /** How many filters are set (the Archive is not one: it is where the search looks). */
    count: filterCount(params),
    set: (change: Partial<ListFilters>) => setParams(firstPage(withFilters(params, change))),
    clear: () => setParams(firstPage(withoutFilters(params))),
    setArchived: (archived: boolean) => {
      const next = firstPage(new URLSearchParams(params));
      if (archived) next.set('archived', 'true');
      else next.delete('archived');
      setParams(next);
    },
    setPage: (page: number) => {
      const next = new URLSearchParams(params);
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
      setParams(next);
    },
  };
}

export type SearchAddress = ReturnType<typeof useSearchAddress>;
