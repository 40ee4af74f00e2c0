import { useMutation } from '@tanstack/react-query';
import { type TDeleteAccountRequest, ZMessageResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';

/** DELETE /api/v1/user/me: the account and everything in it, for good. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (body: TDeleteAccountRequest) =>
      api.delete('/api/v1/user/me', { schema: ZMessageResponse, body }),
  });
}
