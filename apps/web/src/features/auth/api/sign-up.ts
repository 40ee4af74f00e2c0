import { type TSignUpRequest, ZSignUpResponse } from '@transcribe/contract';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** POST /api/v1/user. The answer must carry the success flag. */
export async function signUp(body: TSignUpRequest): Promise<void> {
  const json = await api.post('/api/v1/user', { schema: z.unknown(), body, auth: false });
  if (!ZSignUpResponse.safeParse(json).success)
    throw new ApiError({ status: 200, code: 'SIGNUP_INVALID_RESPONSE' });
}
