import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { DashboardHeader } from './dashboard-header';
import { infoAnchorOf } from './info-anchors';
import { Sidebar } from './sidebar';

// Loaded when the address names one: the dialog code (and the plans and questions in it) is then no part of
// the dashboard's first download.
const InfoDialogs = lazy(() => import('./info-dialogs').then((m) => ({ default: m.InfoDialogs })));

/** Header (with the search box the app passes in), sidebar (with its folder tree) and the routed page. */
export function DashboardShell({
  folders,
  search,
}: {
  folders: (closeSidebar: () => void) => ReactNode;
  search?: ReactNode;
}) {
  const { t } = useTranslation();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const close = () => setSidebarOpen(false);
  const { pathname, hash } = useLocation();

  // Escape closes the drawer, like any overlay.
  useEffect(() => {
    if (!sidebarOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setSidebarOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [sidebarOpen]);

  // A page change on a phone closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setSidebarOpen(false), [pathname]);

  return (
    <div className="min-h-dvh bg-bg">
      <a
        href="#main"
        className="sr-only rounded-lg bg-accent px-3 py-2 text-accent-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60]"
      >
        {t('dashboard.skipToContent')}
      </a>
      <DashboardHeader
        sidebarOpen={sidebarOpen}
        onToggleSidebar={() => setSidebarOpen((open) => !open)}
        search={search}
      />
      <div className="flex">
        {sidebarOpen ? (
          <button
            type="button"
            aria-label={t('dashboard.closeMenu')}
            tabIndex={-1}
            className="fixed inset-x-0 top-16 bottom-0 z-40 bg-black/40 lg:hidden"
            onClick={close}
          />
        ) : null}
        <Sidebar open={sidebarOpen} onNavigate={close} folders={folders(close)} />
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-8 sm:py-8">
          <Outlet />
        </main>
      </div>
      {infoAnchorOf(hash) ? (
        <Suspense fallback={null}>
          <InfoDialogs />
        </Suspense>
      ) : null}
    </div>
  );
}
