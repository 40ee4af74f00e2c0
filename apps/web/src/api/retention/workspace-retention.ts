import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TRetention, ZRetentionPreviewResponse, ZRetentionResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { workspaceKeys } from '../workspaces/query-keys';

const pathOf = (workspaceId: number) => `/api/v1/workspace/${workspaceId}/retention`;

/** GET /api/v1/workspace/{id}/retention: how long the workspace's recordings are kept (any member reads it). */
export function useWorkspaceRetention(workspaceId: number) {
  return useQuery({
    queryKey: workspaceKeys.retention(workspaceId),
    queryFn: async () => (await api.get(pathOf(workspaceId), { schema: ZRetentionResponse })).data,
  });
}

/** GET …/retention/preview: what the next run removes (owners and admins; off for anyone else). */
export function useWorkspaceRetentionPreview(workspaceId: number, enabled: boolean) {
  return useQuery({
    queryKey: workspaceKeys.retentionPreview(workspaceId),
    queryFn: async () =>
      (await api.get(`${pathOf(workspaceId)}/preview`, { schema: ZRetentionPreviewResponse })).data,
    enabled,
  });
}

/** PUT /api/v1/workspace/{id}/retention (owners and admins): stored, then the preview is asked again. */
export function useSaveWorkspaceRetention(workspaceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TRetention) =>
      (await api.put(pathOf(workspaceId), { schema: ZRetentionResponse, body })).data,
    onSuccess: (stored) => {
      queryClient.setQueryData(workspaceKeys.retention(workspaceId), stored);
      return queryClient.invalidateQueries({ queryKey: workspaceKeys.retentionPreview(workspaceId) });
    },
  });
}
