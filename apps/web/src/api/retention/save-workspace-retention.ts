import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TRetention, ZRetentionResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { retentionKeys } from './query-keys';
import { workspaceRetentionPath } from './workspace-retention';

/** PUT /api/v1/workspace/{id}/retention (owners and admins): stored, then the preview is asked again. */
export function useSaveWorkspaceRetention(workspaceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TRetention) =>
      (await api.put(workspaceRetentionPath(workspaceId), { schema: ZRetentionResponse, body })).data,
    onSuccess: (stored) => {
      queryClient.setQueryData(retentionKeys.workspace(workspaceId), stored);
      return queryClient.invalidateQueries({ queryKey: retentionKeys.workspacePreview(workspaceId) });
    },
  });
}
