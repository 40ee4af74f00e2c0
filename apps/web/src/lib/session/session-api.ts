import { type TUser, ZAuthenticatedResponse, ZMessageResponse, ZUserResponse } from '@transcribe/contract';
import { api } from '../api-client';
import { CURRENT_USER_PATH, SESSION_CHECK_PATH } from '../start-up-paths';
import { clearTokens, getAccessToken } from '../tokens';

export async function fetchCurrentUser(): Promise<TUser> {
  return (await api.get(CURRENT_USER_PATH, { schema: ZUserResponse })).data;
}

/** The start-up check: is the stored session valid, and who is it. */
export async function resolveSession(): Promise<TUser> {
  await api.get(SESSION_CHECK_PATH, { schema: ZAuthenticatedResponse });
  return fetchCurrentUser();
}

/**
 * The start-up check before the first render: the signed-in user, or null when there is no stored token or
 * the check failed (its tokens are then cleared), as the spec's start-up says.
 */
export async function startSession(): Promise<TUser | null> {
  if (!getAccessToken()) return null;
  try {
    return await resolveSession();
  } catch {
    clearTokens();
    return null;
  }
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
