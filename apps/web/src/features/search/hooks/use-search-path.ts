import { useLocation } from 'react-router';
import { isDashboardHome } from '@/lib/dashboard-address';
import { LIST_QUERY_KEYS } from '@/lib/list-query-keys';

export const SEARCH_PAGE_PATH = '/dashboard/search';

/**
 * The results page's address for `words` searched from where the user is: the whole library, with the filters
 * a file list (or the results page) has set kept, and in the Archive when searched from it. The sort and the
 * folder stay behind: results come best first, from every folder.
 */
export function searchPathFrom(words: string, location: { pathname: string; search: string }): string {
  const here = new URLSearchParams(location.search);
  const next = new URLSearchParams({ q: words });
  const fromList = isDashboardHome(location.pathname) || location.pathname === '/dashboard/archive';
  if (fromList || location.pathname === SEARCH_PAGE_PATH)
    for (const key of LIST_QUERY_KEYS)
      if (key !== 'sort' && key !== 'order') for (const value of here.getAll(key)) next.append(key, value);
  const archive =
    location.pathname === '/dashboard/archive' ||
    (location.pathname === SEARCH_PAGE_PATH && here.get('archived') === 'true');
  if (archive) next.set('archived', 'true');
  return `${SEARCH_PAGE_PATH}?${next.toString()}`;
}

/** The results page's address for `words` from the current page (see searchPathFrom). */
export function useSearchPath(): (words: string) => string {
  const location = useLocation();
  return (words) => searchPathFrom(words, location);
}
