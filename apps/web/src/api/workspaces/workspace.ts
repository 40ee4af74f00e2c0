import { useQuery } from '@tanstack/react-query';
import { ZWorkspaceResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { workspaceKeys } from './query-keys';

/** GET /api/v1/workspace/{id}: one workspace with the caller's role (404 when they are not a member). */
export function useWorkspace(workspaceId: number) {
  return useQuery({
    queryKey: workspaceKeys.detail(workspaceId),
    queryFn: async () =>
      (await api.get(`/api/v1/workspace/${workspaceId}`, { schema: ZWorkspaceResponse })).data,
  });
}
