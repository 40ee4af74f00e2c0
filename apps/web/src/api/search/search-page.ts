import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZSearchResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { LIST_QUERY_KEYS } from '@/lib/list-query-keys';
import { searchKeys } from './query-keys';

export const SEARCH_RESULTS_PAGE_SIZE = 20;

/**
 * The search an address asks for: its words (`q`) and the file list's filters in a fixed order (the sort left
 * out: results come best first), with `archived=true` for the Archive; empty ones left out.
 */
export function searchQueryIn(params: URLSearchParams): string {
  const query = new URLSearchParams();
  query.set('q', params.get('q')?.trim() ?? '');
  for (const key of LIST_QUERY_KEYS)
    if (key !== 'sort' && key !== 'order')
      for (const value of params.getAll(key)) if (value) query.append(key, value);
  if (params.get('archived') === 'true') query.set('archived', 'true');
  return query.toString();
}

/**
 * GET /api/v1/search for the results page: one page (from 1) of the files matching `query` (as searchQueryIn
 * gives it), best first. The page shown stays while the next one loads.
 */
export function useSearchPage(query: string, page: number) {
  return useQuery({
    queryKey: searchKeys.page(query, page),
    queryFn: async () =>
      (
        await api.get(`/api/v1/search?${query}&page=${page}&page_size=${SEARCH_RESULTS_PAGE_SIZE}`, {
          schema: ZSearchResponse,
        })
      ).data,
    placeholderData: keepPreviousData,
    enabled: new URLSearchParams(query).get('q') !== '',
  });
}
