import { useQuery } from '@tanstack/react-query';
import { ZRetentionResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { retentionKeys } from './query-keys';

export const workspaceRetentionPath = (workspaceId: number) => `/api/v1/workspace/${workspaceId}/retention`;

/** GET /api/v1/workspace/{id}/retention: how long the workspace's recordings are kept (any member reads it). */
export function useWorkspaceRetention(workspaceId: number) {
  return useQuery({
    queryKey: retentionKeys.workspace(workspaceId),
    queryFn: async () =>
      (await api.get(workspaceRetentionPath(workspaceId), { schema: ZRetentionResponse })).data,
  });
}
