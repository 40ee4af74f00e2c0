import { type TLoginRequest, type TLoginResponse, ZLoginResponse } from '@transcribe/contract';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

/** POST /api/v1/auth. A missing access token and a malformed answer fail with their own codes. */
export async function login(body: TLoginRequest): Promise<TLoginResponse> {
  const json = await api.post('/api/v1/auth', { schema: z.unknown(), body, auth: false });
  const parsed = ZLoginResponse.safeParse(json);
  if (parsed.success) return parsed.data;
  const token = z.object({ login: z.object({ login_access_token: z.string().min(1) }) }).safeParse(json);
  throw new ApiError({ status: 200, code: token.success ? 'LOGIN_INVALID_DATA' : 'LOGIN_NO_TOKEN' });
}
