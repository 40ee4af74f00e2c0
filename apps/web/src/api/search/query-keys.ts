/** Search results: the drop-down's per query (pages are the infinite query's), the results page's per page. */
export const searchKeys = {
  results: (query: string) => ['search', query] as const,
  page: (query: string, page: number) => ['search', 'page', query, page] as const,
};
