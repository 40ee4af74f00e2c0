import type { TUser } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { GoUnlimitedButton } from '@/components/go-unlimited-button';

/** The user's plan and the upgrade button (today's usage is beside the tabs, once). */
export function BillingPanel({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const plan = user.user_plan.user_plan_name;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-sm text-muted">{t('profile.billing.currentPlan')}</p>
          <p className="text-lg font-semibold text-fg">
            {t(`plans.${plan}.name`)}{' '}
            <span className="text-sm font-normal text-muted">
              {t(`plans.${plan}.price`)} {t(`plans.${plan}.period`)}
            </span>
          </p>
        </div>
      </div>
      {plan === 'free' ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-muted">{t('profile.billing.upgradeHint')}</p>
          <GoUnlimitedButton />
        </div>
      ) : null}
      <p className="text-sm text-muted">{t('profile.billing.comingSoon')}</p>
    </div>
  );
}
