import { useInfiniteQuery } from '@tanstack/react-query';
import { ZSearchResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { searchKeys } from './query-keys';

export const SEARCH_PAGE_SIZE = 8;

/** GET /api/v1/search: the user's files matching `query`, best first, a page at a time. */
export function useSearchFiles(query: string) {
  return useInfiniteQuery({
    queryKey: searchKeys.results(query),
    queryFn: async ({ pageParam }) =>
      (
        await api.get(
          `/api/v1/search?q=${encodeURIComponent(query)}&page=${pageParam}&page_size=${SEARCH_PAGE_SIZE}`,
          { schema: ZSearchResponse },
        )
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled: query !== '',
  });
}
