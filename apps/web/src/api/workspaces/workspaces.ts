import { useQuery } from '@tanstack/react-query';
import { ZWorkspaceListResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { workspaceKeys } from './query-keys';

/** GET /api/v1/workspace: the workspaces the signed-in user belongs to, with their role in each. */
export function useWorkspaces(enabled = true) {
  return useQuery({
    queryKey: workspaceKeys.list,
    queryFn: async () => (await api.get('/api/v1/workspace', { schema: ZWorkspaceListResponse })).data,
    enabled,
  });
}
