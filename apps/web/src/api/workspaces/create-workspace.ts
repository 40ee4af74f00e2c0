import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TWorkspaceCreateRequest, ZWorkspaceResponse } from '@transcribe/contract';
import { folderKeys } from '@/api/folders/query-keys';
import { api } from '@/lib/api-client';
import { workspaceKeys } from './query-keys';

/** POST /api/v1/workspace: a new workspace, the caller its owner. */
export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TWorkspaceCreateRequest) =>
      (await api.post('/api/v1/workspace', { schema: ZWorkspaceResponse, body })).data,
    // The list, and the sidebar's folders with the new workspace's.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.list }),
        queryClient.invalidateQueries({ queryKey: folderKeys.all }),
      ]),
  });
}
