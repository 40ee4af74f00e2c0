/** Files a page holds: about 30 KB of JSON, six screens of rows. */
export const FILE_PAGE_SIZE = 100;

/** GET /api/v1/audio's address for a page: every file (folderId null) or one folder's, from `cursor` on. */
export function audioPagePath(folderId: number | null, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(FILE_PAGE_SIZE) });
  if (folderId !== null) params.set('folder_id', String(folderId));
  if (cursor !== null) params.set('cursor', cursor);
  return `/api/v1/audio?${params}`;
}
