import type { TUserPlan } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';

/** Today's transcriptions against the plan's daily limit (null or 0: unlimited). */
export function UsageMeter({ plan }: { plan: TUserPlan }) {
  const { t } = useTranslation();
  const count = plan.user_plan_audio_upload_daily_usage ?? 0;
  const limit = plan.user_plan_audio_upload_daily_limit;
  const unlimited = !limit;
  const percent = unlimited ? 0 : Math.min(100, Math.round((count / limit) * 100));
  const text = unlimited ? t('usage.textUnlimited', { count }) : t('usage.text', { count, total: limit });
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-fg">{text}</p>
      {unlimited ? null : (
        <div
          role="progressbar"
          aria-label={text}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(count, limit)}
          className="h-1.5 overflow-hidden rounded-full bg-hover"
        >
          <div
            className="h-full rounded-full bg-accent transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
    </div>
  );
}
