import { Archive, Clock, Sparkles } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { GoUnlimitedButton } from '@/components/go-unlimited-button';
import { LanguageSelect } from '@/components/language-select';
import { UsageMeter } from '@/components/usage-meter';
import { cn } from '@/lib/cn';
import { LIST_QUERY_KEYS } from '@/lib/list-query-keys';
import { useSession } from '@/lib/session/session-context';

// Its own chunk: the first visit's files and folders come first, the saved views a moment later.
const SavedViewsSection = lazy(() =>
  import('./saved-views-section').then((m) => ({ default: m.SavedViewsSection })),
);

interface Props {
  open: boolean;
  onNavigate: () => void;
  folders: ReactNode;
}

/** Usage, the Recent Files, Ask and Archive shortcuts and the folder tree; a drawer below the lg breakpoint. */
export function Sidebar({ open, onNavigate, folders }: Props) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // Recent Files as such: not a folder, nor a filtered view of it (a saved view is then the current page).
  const filtered = LIST_QUERY_KEYS.some((key) => key !== 'sort' && key !== 'order' && params.has(key));
  const atRoot = /^\/dashboard\/?$/.test(pathname) && !params.get('folder') && !filtered;
  const atAsk = pathname.startsWith('/dashboard/ask');
  const atArchive = pathname.startsWith('/dashboard/archive');
  const folder = params.get('folder');
  const link = (active: boolean) =>
    cn(
      'flex h-9 items-center gap-2 rounded-lg px-2.5 text-sm font-medium',
      active ? 'bg-accent-soft text-accent-text' : 'text-fg hover:bg-hover',
    );
  return (
    <aside
      id="dashboard-sidebar"
      aria-label={t('dashboard.sidebar')}
      className={cn(
        'fixed top-16 bottom-0 left-0 z-50 flex w-72 flex-col gap-6 overflow-y-auto border-r border-border bg-surface p-4 transition-transform',
        'lg:sticky lg:top-16 lg:z-0 lg:h-[calc(100dvh-4rem)] lg:translate-x-0',
        open ? 'translate-x-0 shadow-xl' : '-translate-x-full max-lg:invisible',
      )}
    >
      <nav aria-label={t('dashboard.shortcuts')} className="flex flex-col gap-1">
        <Link
          to="/dashboard/"
          onClick={onNavigate}
          aria-current={atRoot ? 'page' : undefined}
          className={cn(
            'flex h-9 items-center gap-2 rounded-lg px-2.5 text-sm font-medium',
            atRoot ? 'bg-accent-soft text-accent-text' : 'text-fg hover:bg-hover',
          )}
        >
          <Clock size={16} aria-hidden />
          {t('dashboard.recentFiles')}
        </Link>
        <Link
          to={folder && !atAsk ? `/dashboard/ask?folder=${encodeURIComponent(folder)}` : '/dashboard/ask'}
          onClick={onNavigate}
          aria-current={atAsk ? 'page' : undefined}
          className={link(atAsk)}
        >
          <Sparkles size={16} aria-hidden />
          {folder && !atAsk ? t('ask.askFolder') : t('ask.askLibrary')}
        </Link>
        {/* In a folder, its archived files (a workspace's folder keeps its own). */}
        <Link
          to={folder ? `/dashboard/archive?folder=${encodeURIComponent(folder)}` : '/dashboard/archive'}
          onClick={onNavigate}
          aria-current={atArchive ? 'page' : undefined}
          className={link(atArchive)}
        >
          <Archive size={16} aria-hidden />
          {t('dashboard.archive')}
        </Link>
      </nav>
      <Suspense fallback={null}>
        <SavedViewsSection onNavigate={onNavigate} />
      </Suspense>
      {folders}
      <div className="mt-auto flex flex-col gap-3 rounded-xl border border-border bg-elevated p-4">
        {user ? <UsageMeter plan={user.user_plan} /> : null}
        <GoUnlimitedButton className="w-full" />
      </div>
      <div className="sm:hidden">
        <LanguageSelect />
      </div>
    </aside>
  );
}
