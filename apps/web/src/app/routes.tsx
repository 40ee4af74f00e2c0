import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { isDashboardHome } from '@/lib/dashboard-address';
import type { dashboardPages } from './dashboard-layout';
import { RedirectIfSignedIn, RequireAuth } from './guards';
import { preloadablePage } from './preloadable-page';

// Every page is its own chunk, so a visitor downloads only the page they open (and the dashboard's menus,
// dialogs and folder tree never reach the landing page); the dashboard's home, where most visits start, comes
// with its frame. The budget test names these same modules.
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
/** A page inside the dashboard, loaded through the frame's module (see dashboardPages there). */
const framePage = (name: keyof typeof dashboardPages) =>
  preloadablePage(() => dashboardLayout().then((m) => m.dashboardPages[name]()));
const dashboardHome = preloadablePage(() => dashboardLayout().then((m) => m.DashboardHome));
const DashboardHome = dashboardHome.Page;
const TranscriptPage = framePage('transcript').Page;
const ArchivePage = framePage('archive').Page;
const AskPage = framePage('ask').Page;
const SearchPage = framePage('search').Page;
const WorkspacePage = framePage('workspace').Page;
const ProfilePage = framePage('profile').Page;
const AdminPage = framePage('admin').Page;

const PublicLinkPage = lazy(() =>
  import('@/features/public-link/components/public-link-page').then((m) => ({ default: m.PublicLinkPage })),
);
const InvitationPage = lazy(() =>
  import('@/features/workspaces/components/invitation-page').then((m) => ({ default: m.InvitationPage })),
);

/** How long the first render waits for the home's files once its code and the session are ready. */
const DATA_WAIT_MS = 200;

/**
 * Loads the chunks of the page at `location` (the landing page, the dashboard's frame and, on its home, the
 * file list), so the first render shows it without a loading spinner in between; on the home, once the
 * session is known to be good, its files and folders too, so that first render already lists them. A slow
 * answer holds the first render back no more than DATA_WAIT_MS: the frame then shows, its rows loading.
 */
export function preloadPage(
  location: { pathname: string; search: string },
  queryClient: QueryClient,
  session: Promise<unknown>,
): Promise<unknown> {
  const path = location.pathname;
  if (path === '/') return landing.preload();
  if (isDashboardHome(path)) {
    const data = session.then((user) =>
      user ? dashboardLayout().then((m) => m.prefetchDashboardHome(queryClient, location.search)) : undefined,
    );
    const ready = Promise.all([dashboardFrame.preload(), dashboardHome.preload(), session]);
    return ready.then(() =>
      Promise.race([data, new Promise((resolve) => setTimeout(resolve, DATA_WAIT_MS))]),
    );
  }
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
        <Route path="/s/:token" element={<PublicLinkPage />} />
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
            path="archive"
            element={
              <DashboardPage>
                <ArchivePage />
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
            path="search"
            element={
              <DashboardPage>
                <SearchPage />
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
