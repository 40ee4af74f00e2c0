import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TWorkspaceInviteRequest, ZWorkspaceInvitationResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { workspaceKeys } from './query-keys';

/** POST /api/v1/workspace/{id}/invitation: mails a link to join with a role (any but owner). */
export function useInviteMember(workspaceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TWorkspaceInviteRequest) =>
      (
        await api.post(`/api/v1/workspace/${workspaceId}/invitation`, {
          schema: ZWorkspaceInvitationResponse,
          body,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.members(workspaceId) }),
  });
}
