import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZWorkspaceResponse } from '@transcribe/contract';
import { folderKeys } from '@/api/folders/query-keys';
import { api } from '@/lib/api-client';
import { workspaceKeys } from './query-keys';

/** POST /api/v1/workspace/invitation/{token}/accept: joins, when signed in with the invited address. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await api.post(`/api/v1/workspace/invitation/${encodeURIComponent(token)}/accept`, {
          schema: ZWorkspaceResponse,
        })
      ).data,
    onSuccess: (workspace) => {
      queryClient.setQueryData(workspaceKeys.detail(workspace.workspace_id), workspace);
      // Its folder now shows in the sidebar.
      void queryClient.invalidateQueries({ queryKey: folderKeys.all });
      return queryClient.invalidateQueries({ queryKey: workspaceKeys.list });
    },
  });
}
