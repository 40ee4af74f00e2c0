/** Files a page holds: about 30 KB of JSON, six screens of rows. */
export const FILE_PAGE_SIZE = 100;

/**
 * GET /api/v1/audio's address for a page: every file (folderId null) or one folder's, narrowed and sorted by
 * `listQuery` (see listQueryIn), from `cursor` on.
 */
export function audioPagePath(folderId: number | null, cursor: string | null, listQuery = ''): string {
  const params = new URLSearchParams({ limit: String(FILE_PAGE_SIZE) });
  if (folderId !== null) params.set('folder_id', String(folderId));
  for (const [key, value] of new URLSearchParams(listQuery)) params.append(key, value);
  if (cursor !== null) params.set('cursor', cursor);
  return `/api/v1/audio?${params}`;
}
