import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { loginPath, safeNextPath } from '@/lib/safe-next';
import { useSession } from '@/lib/session/session-context';

/**
 * Dashboard routes: signed-in users only. Files shared to the app (`?shared=1`) wait for whoever signs in:
 * the login page comes back to them.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isLoggedIn, isLoadingAuth } = useSession();
  const { pathname, search } = useLocation();
  if (isLoadingAuth) return <LoadingScreen label={t('auth.loading')} />;
  if (!isLoggedIn) {
    const shared = new URLSearchParams(search).get('shared') === '1';
    return <Navigate to={shared ? loginPath(pathname + search) : '/login'} replace />;
  }
  return children;
}

/**
 * The landing and login pages: signed-in users go straight to the dashboard, or back to the app page a
 * safe `?next=` names (an invitation link sends people to sign in and return to it).
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isLoggedIn, isLoadingAuth } = useSession();
  const [params] = useSearchParams();
  if (isLoadingAuth) return <LoadingScreen label={t('auth.loading')} />;
  if (isLoggedIn) return <Navigate to={safeNextPath(params.get('next')) ?? '/dashboard'} replace />;
  return children;
}
