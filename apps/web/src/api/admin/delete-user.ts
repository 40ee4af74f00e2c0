import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** DELETE /api/v1/admin/users/{id}: the account with everything of theirs. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.delete(`/api/v1/admin/users/${userId}`, { schema: ZMessageResponse }),
    // Their files leave the totals and the queue as well.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
