import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { RedirectIfSignedIn, RequireAuth } from './guards';
import { preloadablePage } from './preloadable-page';

// Every page is its own chunk, so a visitor downloads only the page they open (and the dashboard's menus,
// dialogs and folder tree never reach the landing page). The budget test names these same modules.
const landing = preloadablePage(() =>
  import('@/features/landing/components/landing-page').then((m) => m.LandingPage),
);
const LandingPage = landing.Page;
const LoginPage = lazy(() =>
  import('@/features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
);
const ResetPasswordPage = lazy(() =>
  import('@/features/auth/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const dashboardLayout = () => import('./dashboard-layout');
const dashboardFrame = preloadablePage(() => dashboardLayout().then((m) => m.DashboardLayout));
const DashboardLayout = dashboardFrame.Page;
const dashboardHome = preloadablePage(() => import('./dashboard-home').then((m) => m.DashboardHome));
const DashboardHome = dashboardHome.Page;
const ProfilePage = lazy(() => import('./profile-route').then((m) => ({ default: m.ProfileRoute })));
const TranscriptPage = lazy(() =>
  import('@/features/transcript/components/transcript-page').then((m) => ({ default: m.TranscriptPage })),
);
const AskPage = lazy(() =>
  import('@/features/ask/components/ask-page').then((m) => ({ default: m.AskPage })),
);
const SharedPage = lazy(() =>
  import('@/features/shared/components/shared-page').then((m) => ({ default: m.SharedPage })),
);

const WorkspacePage = lazy(() =>
  import('@/features/workspaces/components/workspace-page').then((m) => ({ default: m.WorkspacePage })),
);
const InvitationPage = lazy(() =>
  import('@/features/workspaces/components/invitation-page').then((m) => ({ default: m.InvitationPage })),
);

// The admin console is imported from the dashboard frame's chunk: the bundler then knows the frame's modules
// are already loaded and reuses them, rather than splitting them out of the dashboard's download.
const AdminPage = lazy(() => dashboardLayout().then((m) => m.loadAdminRoute()));

/**
 * Loads the chunks of the page at `path` (the landing page, the dashboard's frame and, on its home, the
 * file list), so the first render shows it without a loading spinner in between.
 */
export function preloadPage(path: string): Promise<unknown> {
  if (path === '/') return landing.preload();
  if (path === '/dashboard' || path === '/dashboard/')
    return Promise.all([dashboardFrame.preload(), dashboardHome.preload()]);
  if (path.startsWith('/dashboard/')) return dashboardFrame.preload();
  return Promise.resolve();
}

/** A page of the dashboard loads inside the frame, so the header and sidebar stay while it arrives. */
function DashboardPage({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner inline />}>{children}</Suspense>;
}

/** The spec's route table, plus /reset-password from the e-mailed link and /s/{token} of a share link. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route
          path="/"
          element={
            <RedirectIfSignedIn>
              <LandingPage />
            </RedirectIfSignedIn>
          }
        />
        <Route
          path="/login"
          element={
            <RedirectIfSignedIn>
              <LoginPage />
            </RedirectIfSignedIn>
          }
        />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/invite/:token" element={<InvitationPage />} />
        {/* A share link: for anyone with its address, signed in or not. */}
        <Route path="/s/:token" element={<SharedPage />} />
        <Route
          path="/dashboard"
          element={
            <RequireAuth>
              <DashboardLayout />
            </RequireAuth>
          }
        >
          <Route
            index
            element={
              <DashboardPage>
                <DashboardHome />
              </DashboardPage>
            }
          />
          <Route
            path="transcript/:audioId"
            element={
              <DashboardPage>
                <TranscriptPage />
              </DashboardPage>
            }
          />
          <Route
            path="ask"
            element={
              <DashboardPage>
                <AskPage />
              </DashboardPage>
            }
          />
          <Route
            path="workspace/:workspaceId"
            element={
              <DashboardPage>
                <WorkspacePage />
              </DashboardPage>
            }
          />
          <Route
            path="profile"
            element={
              <DashboardPage>
                <ProfilePage />
              </DashboardPage>
            }
          />
          <Route
            path="admin"
            element={
              <DashboardPage>
                <AdminPage />
              </DashboardPage>
            }
          />
          <Route path="*" element={<Navigate to="/dashboard" replace />} />
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
