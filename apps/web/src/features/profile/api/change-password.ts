import { useMutation } from '@tanstack/react-query';
import { type TChangePasswordRequest, ZLoginResponse, ZMessageResponse } from '@transcribe/contract';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';

/**
 * PUT /api/v1/user/me/password. The server then revokes every refresh token, this session's too, so the
 * session signs in again with the new password to keep working past the access token's lifetime.
 */
export function useChangePassword() {
  const { user, signIn } = useSession();
  return useMutation({
    mutationFn: async (body: TChangePasswordRequest) => {
      await api.put('/api/v1/user/me/password', { schema: ZMessageResponse, body });
      if (!user) return;
      const renewed = await api
        .post('/api/v1/auth', {
          schema: ZLoginResponse,
          body: { login_email: user.user_email, login_password: body.new_password },
          auth: false,
        })
        .catch(() => undefined);
      if (renewed) signIn(renewed.login, renewed.user);
    },
  });
}
