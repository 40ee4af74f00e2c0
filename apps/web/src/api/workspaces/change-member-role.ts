import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TWorkspaceRole, ZMessageResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { workspaceKeys } from './query-keys';

/** PATCH /api/v1/workspace/{id}/member/{userId}: another role (only owners make or unmake owners). */
export function useChangeMemberRole(workspaceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: TWorkspaceRole }) =>
      api.patch(`/api/v1/workspace/${workspaceId}/member/${userId}`, {
        schema: ZMessageResponse,
        body: { role },
      }),
    // The caller's own role may have changed too (an owner stepping down to admin).
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}
