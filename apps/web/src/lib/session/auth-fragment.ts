import { type TErrorCode, ZErrorCode } from '@transcribe/contract';
import { storeTokens } from '../tokens';

/** The server's message and its error code (null when missing, or one the contract does not name). */
interface FragmentError {
  message: string;
  code: TErrorCode | null;
}

let pendingError: FragmentError | null = null;

/**
 * The Google sign-in return: the server sends the browser to /login#access_token=…&refresh_token=…
 * (or /login#error=…). The tokens are stored before the app starts, so the normal start-up check signs
 * the user in, and the fragment is removed from the address bar and history.
 */
export function consumeAuthFragment(location: Location = window.location): void {
  if (location.pathname !== '/login' || !location.hash.startsWith('#')) return;
  const params = new URLSearchParams(location.hash.slice(1));
  const access = params.get('access_token');
  const refresh = params.get('refresh_token');
  const error = params.get('error');
  if (access && refresh) {
    storeTokens({ login_access_token: access, login_refresh_token: refresh });
  } else if (error !== null) {
    const code = ZErrorCode.safeParse(params.get('code'));
    pendingError = { message: error, code: code.success ? code.data : null };
  } else {
    return;
  }
  window.history.replaceState(window.history.state, '', location.pathname + location.search);
}

/** The sign-in error the provider return carried, if any: the server's message and its error code. */
export function authFragmentError(): FragmentError | null {
  return pendingError;
}

/** Forgets the error once it has been shown. */
export function clearAuthFragmentError(): void {
  pendingError = null;
}
