import { describe, expect, it } from 'vitest';
import { getAccessToken, getRefreshToken } from '../tokens';
import { authFragmentError, clearAuthFragmentError, consumeAuthFragment } from './auth-fragment';

describe('Google sign-in return', () => {
  it('stores the tokens from /login#access_token=…&refresh_token=… and removes them from the address', () => {
    window.history.replaceState(null, '', '/login#access_token=acc.ess&refresh_token=ref%2Fresh');
    consumeAuthFragment();
    expect(getAccessToken()).toBe('acc.ess');
    expect(getRefreshToken()).toBe('ref/resh');
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/login');
  });

  it('keeps the error of /login#error=… for the login page', () => {
    window.history.replaceState(
      null,
      '',
      '/login#error=Google%20sign-in%20was%20cancelled.&code=GOOGLE_SIGN_IN_CANCELLED',
    );
    consumeAuthFragment();
    expect(authFragmentError()).toEqual({
      message: 'Google sign-in was cancelled.',
      code: 'GOOGLE_SIGN_IN_CANCELLED',
    });
    expect(getAccessToken()).toBeNull();
    clearAuthFragmentError();
    expect(authFragmentError()).toBeNull();
  });

  it('keeps the message but not a code the contract does not name', () => {
    window.history.replaceState(null, '', '/login#error=Something%20new.&code=SOMETHING_NEW');
    consumeAuthFragment();
    expect(authFragmentError()).toEqual({ message: 'Something new.', code: null });
    clearAuthFragmentError();
  });

  it('ignores fragments anywhere else', () => {
    window.history.replaceState(null, '', '/#access_token=a&refresh_token=r');
    consumeAuthFragment();
    expect(getAccessToken()).toBeNull();
    expect(window.location.hash).toBe('#access_token=a&refresh_token=r');
  });
});
