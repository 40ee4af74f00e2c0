/** Search results, per query (pages are the infinite query's). */
export const searchKeys = {
  results: (query: string) => ['search', query] as const,
};
