import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { safeNextPath } from '@/lib/safe-next';
import { useSession } from '@/lib/session/session-context';

/** Dashboard routes: signed-in users only. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isLoggedIn, isLoadingAuth } = useSession();
  if (isLoadingAuth) return <LoadingScreen label={t('auth.loading')} />;
  if (!isLoggedIn) return <Navigate to="/login" replace />;
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
