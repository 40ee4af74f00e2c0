import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 pt-16 pb-20 text-center sm:pt-24">
      <span className="rounded-full border border-border bg-elevated px-3 py-1 text-xs font-medium text-muted">
        {t('landing.badge')}
      </span>
      <h1 className="text-4xl font-semibold tracking-tight text-balance text-fg sm:text-5xl">
        {t('landing.title')}
      </h1>
      <p className="max-w-xl text-lg text-pretty text-muted">{t('landing.subtitle')}</p>
      <div className="flex flex-col items-center gap-3 sm:flex-row">
        <Link to="/login" className={buttonClasses('primary', 'lg')}>
          {t('landing.cta')}
          <ArrowRight size={18} aria-hidden />
        </Link>
        <Link to="/login?mode=signup" className="text-sm font-medium text-accent-text hover:underline">
          {t('landing.signupLink')}
        </Link>
      </div>
    </section>
  );
}
