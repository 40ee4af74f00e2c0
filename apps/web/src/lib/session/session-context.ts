import type { TLoginTokens, TUser } from '@transcribe/contract';
import { createContext, useContext } from 'react';

/** The spec's auth state. */
export interface AuthState {
  user: TUser | null;
  isLoggedIn: boolean;
  isLoadingAuth: boolean;
}

export interface Session extends AuthState {
  /** After a successful login: keeps the tokens and the user. */
  signIn: (tokens: TLoginTokens, user: TUser) => void;
  /** Clears tokens and user, then goes to /login. */
  logout: () => void;
  /** Fetches the profile again (usage changes after uploads). */
  refreshUser: () => Promise<TUser>;
  setUser: (user: TUser) => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
