import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * The folder the dashboard shows, kept in the address (/dashboard?folder=12) so reloads and the back
 * button keep it. null means Recent Files (the root).
 */
export function useCurrentFolderId(): number | null {
  const [params] = useSearchParams();
  return folderIdIn(params);
}

/** The folder an address's query names (`?folder=12`), or null for Recent Files. */
export function folderIdIn(params: URLSearchParams): number | null {
  const id = Number(params.get('folder'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function useOpenFolder() {
  const navigate = useNavigate();
  return useCallback(
    (folderId: number | null) => navigate(folderId ? `/dashboard/?folder=${folderId}` : '/dashboard/'),
    [navigate],
  );
}
