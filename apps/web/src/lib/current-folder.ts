import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { folderIdIn } from './dashboard-address';

/**
 * The folder the dashboard shows, kept in the address (/dashboard?folder=12) so reloads and the back
 * button keep it. null means Recent Files (the root).
 */
export function useCurrentFolderId(): number | null {
  const [params] = useSearchParams();
  return folderIdIn(params);
}

export function useOpenFolder() {
  const navigate = useNavigate();
  return useCallback(
    (folderId: number | null) => navigate(folderId ? `/dashboard/?folder=${folderId}` : '/dashboard/'),
    [navigate],
  );
}
