import type { TWorkspaceRole } from '@transcribe/contract';
import { useWorkspaces } from '@/api/workspaces/workspaces';
import { findFolder } from './folder-tree';
import { useFolders } from './folders';

/**
 * The caller's role in a folder: 'owner' in Recent Files (null) and their own folders, their role in the
 * workspace for a workspace's folder; undefined while that is not known yet.
 */
export function useFolderRole(folderId: number | null): TWorkspaceRole | undefined {
  const folders = useFolders();
  const folder = folderId === null ? undefined : findFolder(folders.data ?? [], folderId);
  const workspaceId = folder?.folder_workspace_id;
  const workspaces = useWorkspaces(workspaceId !== undefined);
  if (folderId === null || (folder && workspaceId === undefined)) return 'owner';
  return workspaces.data?.find((workspace) => workspace.workspace_id === workspaceId)?.workspace_role;
}
