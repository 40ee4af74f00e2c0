import { useQueryClient } from '@tanstack/react-query';
import type { TLoginTokens, TUser } from '@transcribe/contract';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { onAuthError } from '../auth-events';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from '../tokens';
import { endServerSession, fetchCurrentUser, resolveSession } from './session-api';
import { type AuthState, type Session, SessionContext } from './session-context';

const LOGGED_OUT: AuthState = { user: null, isLoggedIn: false, isLoadingAuth: false };

/**
 * `startup`: the start-up check's outcome when it ran before the first render (main.tsx, `startSession`):
 * the user, or null for signed out. Without it, the provider asks the server itself once mounted.
 */
export function SessionProvider({ children, startup }: { children: ReactNode; startup?: TUser | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>(() => {
    if (startup !== undefined)
      return startup ? { user: startup, isLoggedIn: true, isLoadingAuth: false } : LOGGED_OUT;
    return getAccessToken() ? { user: null, isLoggedIn: false, isLoadingAuth: true } : LOGGED_OUT;
  });
  const started = useRef(startup !== undefined);

  // Start-up: with a stored token, ask the server whether it is still valid and fetch the profile.
  useEffect(() => {
    if (started.current || !getAccessToken()) return;
    started.current = true;
    resolveSession()
      .then((user) => setState({ user, isLoggedIn: true, isLoadingAuth: false }))
      .catch(() => {
        clearTokens();
        setState(LOGGED_OUT);
      });
  }, []);

  const logout = useCallback(() => {
    const refreshToken = getRefreshToken();
    if (refreshToken) void endServerSession(refreshToken);
    clearTokens();
    queryClient.clear();
    setState(LOGGED_OUT);
    navigate('/login');
  }, [navigate, queryClient]);

  // Any request whose session could not be renewed ends the session.
  const loggedIn = state.isLoggedIn;
  useEffect(
    () =>
      onAuthError(() => {
        if (loggedIn) logout();
        else clearTokens();
      }),
    [loggedIn, logout],
  );

  const signIn = useCallback((tokens: TLoginTokens, user: TUser) => {
    storeTokens(tokens);
    setState({ user, isLoggedIn: true, isLoadingAuth: false });
  }, []);

  const setUser = useCallback((user: TUser) => setState((current) => ({ ...current, user })), []);

  const refreshUser = useCallback(async () => {
    const user = await fetchCurrentUser();
    setUser(user);
    return user;
  }, [setUser]);

  const session = useMemo<Session>(
    () => ({ ...state, signIn, logout, refreshUser, setUser }),
    [state, signIn, logout, refreshUser, setUser],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
