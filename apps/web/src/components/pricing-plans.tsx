import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const PLANS = [
  { id: 'free', features: 3 },
  { id: 'premium', features: 3, featured: true },
  { id: 'business', features: 3 },
] as const;

/** The three plans the spec advertises: Free, Premium, Business. */
export function PricingPlans({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {PLANS.map((plan) => (
        <li
          key={plan.id}
          className={cn(
            'flex flex-col gap-4 rounded-xl border bg-elevated p-6',
            'featured' in plan ? 'border-accent shadow-md ring-1 ring-accent' : 'border-border',
          )}
        >
          <div className="flex items-center justify-between gap-2">
            <Heading className="text-base font-semibold text-fg">{t(`plans.${plan.id}.name`)}</Heading>
            {'featured' in plan ? (
              <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-medium text-accent-text">
                {t('plans.popular')}
              </span>
            ) : null}
          </div>
          <p className="text-3xl font-semibold tracking-tight text-fg">
            {t(`plans.${plan.id}.price`)}
            <span className="ml-1 text-sm font-normal text-muted">{t(`plans.${plan.id}.period`)}</span>
          </p>
          <ul className="flex flex-col gap-2 text-sm text-muted">
            {Array.from({ length: plan.features }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of translated lines
              <li key={index} className="flex items-start gap-2">
                <Check size={16} aria-hidden className="mt-0.5 shrink-0 text-accent-text" />
                {t(`plans.${plan.id}.feature${index + 1}`)}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
