import { listQueryIn } from '@/api/audio/list-query';

/**
 * A saved view's query (`saved_view_query`) of a file list's address: its filters and sort, `folder_id` for
 * a folder's view and `archived=true` for the Archive (as GET /api/v1/audio takes them).
 */
export function viewQueryOf(params: URLSearchParams, folderId: number | null, archived: boolean): string {
  const query = new URLSearchParams(listQueryIn(params, archived));
  if (folderId !== null) query.set('folder_id', String(folderId));
  return query.toString();
}

/** Where a saved view opens: the Archive or the file list, its folder as `?folder=`, then its filters. */
export function viewAddress(savedQuery: string): string {
  const query = new URLSearchParams(savedQuery);
  const archived = query.get('archived') === 'true';
  const folder = query.get('folder_id');
  query.delete('archived');
  query.delete('folder_id');
  const params = new URLSearchParams();
  if (folder) params.set('folder', folder);
  for (const [key, value] of query) params.append(key, value);
  const search = params.toString();
  return `${archived ? '/dashboard/archive' : '/dashboard/'}${search ? `?${search}` : ''}`;
}

const normalised = (address: string) => {
  const [path = '', search = ''] = address.split('?');
  const params = new URLSearchParams(search);
  params.sort();
  return `${path.replace(/\/$/, '')}?${params.toString()}`;
};

/** The address (path and query) is where the saved view opens, its parameters in any order. */
export const opensAt = (savedQuery: string, pathname: string, search: string) =>
  normalised(viewAddress(savedQuery)) === normalised(`${pathname}${search}`);
