import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageResponse } from '@transcribe/contract';
import { folderKeys } from '@/api/folders/query-keys';
import { api } from '@/lib/api-client';
import { workspaceKeys } from './query-keys';

/** DELETE /api/v1/workspace/{id}/member/{userId}: removes a member, or (one's own id, `leaving`) leaves. */
export function useRemoveMember(workspaceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: number; leaving: boolean }) =>
      api.delete(`/api/v1/workspace/${workspaceId}/member/${userId}`, { schema: ZMessageResponse }),
    // Who left is no longer shown the workspace: mark it stale without asking for it again (a 404), and
    // the sidebar's folders lose its folder.
    onSuccess: (_answer, { leaving }) => {
      if (leaving) void queryClient.invalidateQueries({ queryKey: folderKeys.all });
      return queryClient.invalidateQueries({
        queryKey: workspaceKeys.all,
        refetchType: leaving ? 'none' : 'active',
      });
    },
  });
}
