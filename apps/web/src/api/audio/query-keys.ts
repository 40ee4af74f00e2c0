/** Files: every list and detail sits under `all`, so one invalidation refreshes them all. */
export const audioKeys = {
  all: ['audio'] as const,
  /** One folder's files, or Recent Files (null), whole. */
  list: (folderId: number | null) => ['audio', folderId ?? 'recent'] as const,
  /** The same list read a page at a time (the file list page scrolls through it), filtered by `listQuery`. */
  pages: (folderId: number | null, listQuery = '') =>
    listQuery
      ? (['audio', 'pages', folderId ?? 'recent', listQuery] as const)
      : (['audio', 'pages', folderId ?? 'recent'] as const),
  /** How many files a list shows with its filters (under `all`: every change of files counts again). */
  count: (folderId: number | null, filterQuery: string) =>
    ['audio', 'count', folderId ?? 'recent', filterQuery] as const,
  /** One file with its transcripts (under `all`, so a finished transcription refreshes it too). */
  detail: (audioId: number | undefined) => ['audio', 'detail', audioId] as const,
};
