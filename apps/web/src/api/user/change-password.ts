import { useMutation } from '@tanstack/react-query';
import { type TChangePasswordRequest, ZRefreshResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';

/**
 * PUT /api/v1/user/me/password. The server signs out every session and hands this one a fresh pair of
 * tokens, which replace the old ones.
 */
export function useChangePassword() {
  const { user, signIn } = useSession();
  return useMutation({
    mutationFn: async (body: TChangePasswordRequest) => {
      const renewed = await api.put('/api/v1/user/me/password', { schema: ZRefreshResponse, body });
      if (user) signIn(renewed.login, user);
    },
  });
}
