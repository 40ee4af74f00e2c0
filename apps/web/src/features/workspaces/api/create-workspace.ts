import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TWorkspaceCreateRequest, ZWorkspaceResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { workspaceKeys } from './query-keys';

/** POST /api/v1/workspace: a new workspace, the caller its owner. */
export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TWorkspaceCreateRequest) =>
      (await api.post('/api/v1/workspace', { schema: ZWorkspaceResponse, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.list }),
  });
}
