import { useMutation } from '@tanstack/react-query';
import { type TUpdateUserRequest, ZUserResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';

/** PUT /api/v1/user/me: saves the full name; the answer is the updated user. */
export function useUpdateProfile() {
  const { setUser } = useSession();
  return useMutation({
    mutationFn: async (body: TUpdateUserRequest) =>
      (await api.put('/api/v1/user/me', { schema: ZUserResponse, body })).data,
    onSuccess: setUser,
  });
}
