import { type TUser, ZAuthenticatedResponse, ZMessageResponse, ZUserResponse } from '@transcribe/contract';
import { api } from '../api-client';

export async function fetchCurrentUser(): Promise<TUser> {
  return (await api.get('/api/v1/user/me', { schema: ZUserResponse })).data;
}

/** The start-up check: is the stored session valid, and who is it. */
export async function resolveSession(): Promise<TUser> {
  await api.get('/api/v1/auth/authenticated', { schema: ZAuthenticatedResponse });
  return fetchCurrentUser();
}

/** Ends the session on the server too; failure does not matter, the tokens are dropped anyway. */
export async function endServerSession(refreshToken: string): Promise<void> {
  await api
    .post('/api/v1/auth/logout', {
      schema: ZMessageResponse,
      body: { refresh_token: refreshToken },
      auth: false,
    })
    .catch(() => undefined);
}
