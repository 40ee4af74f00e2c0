import { useQuery } from '@tanstack/react-query';
import { ZWorkspaceMembersResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { workspaceKeys } from './query-keys';

/** GET /api/v1/workspace/{id}/member: the members, and the open invitations for owners and admins. */
export function useMembers(workspaceId: number) {
  return useQuery({
    queryKey: workspaceKeys.members(workspaceId),
    queryFn: async () =>
      (await api.get(`/api/v1/workspace/${workspaceId}/member`, { schema: ZWorkspaceMembersResponse })).data,
  });
}
