import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { useSession } from '@/lib/session/session-context';

/** Dashboard routes: signed-in users only. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isLoggedIn, isLoadingAuth } = useSession();
  if (isLoadingAuth) return <LoadingScreen label={t('auth.loading')} />;
  if (!isLoggedIn) return <Navigate to="/login" replace />;
  return children;
}

/** The landing and login pages: signed-in users go straight to the dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isLoggedIn, isLoadingAuth } = useSession();
  if (isLoadingAuth) return <LoadingScreen label={t('auth.loading')} />;
  if (isLoggedIn) return <Navigate to="/dashboard" replace />;
  return children;
}
