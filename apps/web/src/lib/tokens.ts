import type { TLoginTokens } from '@transcribe/contract';

/** The spec's storage keys: the session survives reloads in this browser only. */
const ACCESS_KEY = 'accessToken';
const REFRESH_KEY = 'refreshToken';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const getAccessToken = () => read(ACCESS_KEY);
export const getRefreshToken = () => read(REFRESH_KEY);

export function storeTokens(tokens: TLoginTokens): void {
  localStorage.setItem(ACCESS_KEY, tokens.login_access_token);
  localStorage.setItem(REFRESH_KEY, tokens.login_refresh_token);
}

export function clearTokens(): void {
  localStorage.removeItem(ACCESS_KEY);
  localStorage.removeItem(REFRESH_KEY);
}
