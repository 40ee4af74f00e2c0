import type { TWorkspace } from '@transcribe/contract';
import { findFolder } from '@/api/folders/folder-tree';
import { useFolders } from '@/api/folders/folders';
import { useWorkspaces } from '@/api/workspaces/workspaces';
import { useDailyLimitReached } from './use-start-transcriptions';

export interface PlaceQuota {
  /** Today's allowance of the place the files go to is used up. */
  reached: boolean;
  /** The workspace whose allowance it is, for a folder of one; undefined: the person's own. */
  workspace?: TWorkspace;
}

/**
 * Whose daily allowance transcriptions of files in `folderId` count against, as the server counts them: a
 * workspace folder's files against the workspace's plan, the person's own files against theirs.
 */
export function usePlaceQuota(folderId: number | null): PlaceQuota {
  const personalReached = useDailyLimitReached();
  const folders = useFolders();
  const workspaceId =
    folderId === null ? undefined : findFolder(folders.data ?? [], folderId)?.folder_workspace_id;
  const workspaces = useWorkspaces(workspaceId !== undefined);
  if (workspaceId === undefined) return { reached: personalReached };
  const workspace = workspaces.data?.find((item) => item.workspace_id === workspaceId);
  const limit = workspace?.workspace_daily_limit ?? null;
  return { reached: limit !== null && (workspace?.workspace_usage_today ?? 0) >= limit, workspace };
}
