import { Menu, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '@/components/language-select';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { ProfileMenu } from './profile-menu';

interface Props {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  /** The search box the app puts in the header. */
  search?: ReactNode;
}

export function DashboardHeader({ sidebarOpen, onToggleSidebar, search }: Props) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b border-border bg-bg/90 px-3 backdrop-blur-md sm:px-4">
      <button
        type="button"
        className={buttonClasses('ghost', 'icon', 'lg:hidden')}
        aria-label={sidebarOpen ? t('dashboard.closeMenu') : t('dashboard.openMenu')}
        aria-expanded={sidebarOpen}
        aria-controls="dashboard-sidebar"
        onClick={onToggleSidebar}
      >
        {sidebarOpen ? <X size={20} aria-hidden /> : <Menu size={20} aria-hidden />}
      </button>
      {/* Going to the bare /dashboard/ also clears the folder selection. */}
      <Link to="/dashboard/" className="rounded-lg">
        <Logo />
      </Link>
      <nav aria-label={t('dashboard.nav')} className="ml-4 hidden items-center gap-1 md:flex">
        {(['pricing', 'faqs', 'blog'] as const).map((anchor) => (
          <a key={anchor} href={`#${anchor}`} className={buttonClasses('ghost', 'sm', 'text-muted')}>
            {t(`nav.${anchor}`)}
          </a>
        ))}
      </nav>
      <div className="mx-2 flex min-w-0 flex-1 justify-center">{search}</div>
      <div className="flex items-center gap-2">
        <div className="hidden sm:block">
          <LanguageSelect />
        </div>
        <ProfileMenu />
      </div>
    </header>
  );
}
