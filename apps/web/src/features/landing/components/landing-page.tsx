import { useTranslation } from 'react-i18next';
import { FaqList } from '@/components/faq-list';
import { PricingPlans } from '@/components/pricing-plans';
import { FeaturesGrid } from './features-grid';
import { Hero } from './hero';
import { LandingHeader } from './landing-header';

export function LandingPage() {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh bg-bg">
      <LandingHeader />
      <main>
        <Hero />
        <FeaturesGrid />
        <section
          id="pricing"
          aria-labelledby="pricing-title"
          className="scroll-mt-20 border-t border-border bg-surface"
        >
          <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-20 sm:px-6">
            <div className="flex flex-col gap-2 text-center">
              <h2 id="pricing-title" className="text-3xl font-semibold tracking-tight text-fg">
                {t('plans.title')}
              </h2>
              <p className="text-muted">{t('plans.subtitle')}</p>
            </div>
            <PricingPlans />
          </div>
        </section>
        <section id="faqs" aria-labelledby="faqs-title" className="scroll-mt-20">
          <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-20 sm:px-6">
            <h2 id="faqs-title" className="text-center text-3xl font-semibold tracking-tight text-fg">
              {t('faq.title')}
            </h2>
            <FaqList />
          </div>
        </section>
      </main>
      <footer className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-8 text-sm text-muted sm:flex-row sm:px-6">
          <span>{t('landing.poweredBy')}</span>
          <span>{t('landing.copyright', { year: new Date().getFullYear() })}</span>
        </div>
      </footer>
    </div>
  );
}
