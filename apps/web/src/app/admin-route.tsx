import { Navigate } from 'react-router';
import { AdminPage } from '@/features/admin/components/admin-page';
import { useSession } from '@/lib/session/session-context';

/**
 * /dashboard/admin: the console for administrators; anyone else is sent to the dashboard, as any address the
 * dashboard does not know. Its own chunk: nothing of it loads for people who never open it.
 */
export function AdminRoute() {
  const { user } = useSession();
  if (!user?.user_is_admin) return <Navigate to="/dashboard" replace />;
  return <AdminPage />;
}
