import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '@/components/language-select';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
import { useScrolled } from '../hooks/use-scrolled';

export function LandingHeader() {
  const { t } = useTranslation();
  const scrolled = useScrolled(10);
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 border-b transition-[background-color,border-color,box-shadow]',
        scrolled ? 'border-border bg-bg/85 shadow-sm backdrop-blur-md' : 'border-transparent bg-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className="rounded-lg">
          <Logo compact />
        </Link>
        <nav aria-label={t('landing.nav')} className="hidden items-center gap-1 md:flex">
          <a href="#pricing" className={buttonClasses('ghost', 'sm', 'text-muted')}>
            {t('nav.pricing')}
          </a>
          <a href="#faqs" className={buttonClasses('ghost', 'sm', 'text-muted')}>
            {t('nav.faqs')}
          </a>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSelect />
          <Link to="/login" className={buttonClasses('ghost', 'sm')}>
            {t('nav.login')}
          </Link>
          <Link to="/login?mode=signup" className={buttonClasses('primary', 'sm')}>
            {t('nav.signup')}
          </Link>
        </div>
      </div>
    </header>
  );
}
