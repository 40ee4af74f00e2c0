import { type TLoginRequest, type TLoginResponse, ZLoginResponse } from '@transcribe/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

const TOKEN_PATH: readonly PropertyKey[] = ['login', 'login_access_token'];

/** The answer breaks the contract at the access token or at what should hold it (the body, `login`). */
const missesToken = (error: z.ZodError) =>
  error.issues.some(({ path }) => path.every((key, index) => key === TOKEN_PATH[index]));

/** POST /api/v1/auth. A missing access token and a malformed answer fail with their own codes. */
export async function login(body: TLoginRequest): Promise<TLoginResponse> {
  return api.post('/api/v1/auth', {
    schema: ZLoginResponse,
    body,
    auth: false,
    invalidCode: (error) => (missesToken(error) ? 'LOGIN_NO_TOKEN' : 'LOGIN_INVALID_DATA'),
  });
}
