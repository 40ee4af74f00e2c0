import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { workspaceKeys } from './query-keys';

/** DELETE /api/v1/workspace/{id}/invitation/{invitationId}: the mailed link stops working. */
export function useRevokeInvitation(workspaceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) =>
      api.delete(`/api/v1/workspace/${workspaceId}/invitation/${invitationId}`, { schema: ZMessageResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.members(workspaceId) }),
  });
}
