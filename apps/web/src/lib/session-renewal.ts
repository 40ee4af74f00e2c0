import { ZRefreshResponse } from '@transcribe/contract';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './tokens';

let inFlight: Promise<string | null> | null = null;

/**
 * Gets a fresh access token after `rejected` was refused, using the refresh token once. Refresh tokens
 * rotate and reusing one revokes the session, so concurrent callers share a single refresh; a token
 * already renewed (by another request) is returned as is. Resolves to null when the session is over.
 */
export function renewAccessToken(rejected: string): Promise<string | null> {
  const current = getAccessToken();
  if (current && current !== rejected) return Promise.resolve(current);
  inFlight ??= refresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function refresh(): Promise<string | null> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return null;
  try {
    const response = await fetch('/api/v1/auth/refresh', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    const parsed = ZRefreshResponse.safeParse(await response.json().catch(() => null));
    if (!response.ok || !parsed.success) {
      clearTokens();
      return null;
    }
    storeTokens(parsed.data.login);
    return parsed.data.login.login_access_token;
  } catch {
    return null;
  }
}
