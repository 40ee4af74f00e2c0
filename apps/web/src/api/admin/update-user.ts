import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TAdminUserUpdateRequest, ZAdminUserResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** PATCH /api/v1/admin/users/{id}: another plan, or the account disabled or enabled again. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, change }: { userId: number; change: TAdminUserUpdateRequest }) =>
      (await api.patch(`/api/v1/admin/users/${userId}`, { schema: ZAdminUserResponse, body: change })).data,
    // The users' pages and the audit log both show the change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}
