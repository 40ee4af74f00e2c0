import { type TSignUpRequest, ZSignUpResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';

/** POST /api/v1/user. The answer must carry the success flag. */
export async function signUp(body: TSignUpRequest): Promise<void> {
  await api.post('/api/v1/user', {
    schema: ZSignUpResponse,
    body,
    auth: false,
    invalidCode: 'SIGNUP_INVALID_RESPONSE',
  });
}
