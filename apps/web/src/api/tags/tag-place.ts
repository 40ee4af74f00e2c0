import { findFolder } from '@/api/folders/folder-tree';
import { useFolders } from '@/api/folders/folders';

/**
 * Whose tags the files of a folder take: a workspace's folder, that workspace's (its id); the user's own
 * folders and Recent Files (null), the user's own. Undefined while the folders are not known yet.
 */
export function useTagPlace(folderId: number | null): number | null | undefined {
  const folders = useFolders();
  if (folderId === null) return null;
  if (!folders.data) return folders.isError ? null : undefined;
  return findFolder(folders.data, folderId)?.folder_workspace_id ?? null;
}
