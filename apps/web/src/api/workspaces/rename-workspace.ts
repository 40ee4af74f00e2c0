import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZWorkspaceResponse } from '@transcribe/contract';
import { folderKeys } from '@/api/folders/query-keys';
import { api } from '@/lib/api-client';
import { workspaceKeys } from './query-keys';

/** PATCH /api/v1/workspace/{id}: a new name (owners and admins). */
export function useRenameWorkspace(workspaceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      (
        await api.patch(`/api/v1/workspace/${workspaceId}`, {
          schema: ZWorkspaceResponse,
          body: { workspace_name: name },
        })
      ).data,
    onSuccess: (renamed) => {
      queryClient.setQueryData(workspaceKeys.detail(workspaceId), renamed);
      // Its top folder in the sidebar is named as the workspace.
      void queryClient.invalidateQueries({ queryKey: folderKeys.all });
      return queryClient.invalidateQueries({ queryKey: workspaceKeys.list });
    },
  });
}
