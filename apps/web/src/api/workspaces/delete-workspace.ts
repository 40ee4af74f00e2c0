import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageResponse } from '@transcribe/contract';
import { folderKeys } from '@/api/folders/query-keys';
import { api } from '@/lib/api-client';
import { workspaceKeys } from './query-keys';

/** DELETE /api/v1/workspace/{id}: owners only, and only once it holds no folders (else WORKSPACE_NOT_EMPTY). */
export function useDeleteWorkspace(workspaceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/api/v1/workspace/${workspaceId}`, { schema: ZMessageResponse }),
    // The page about to close would only get a 404 if asked again: stale, not refetched.
    // The sidebar's folders lose the workspace's.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: folderKeys.all });
      return queryClient.invalidateQueries({ queryKey: workspaceKeys.all, refetchType: 'none' });
    },
  });
}
