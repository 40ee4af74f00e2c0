import { EarOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '@/lib/format';

/** How much speech the analytics left out because the engine was too unsure of it; nothing when none. */
export function LeftOutNote({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  if (!(seconds > 0)) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-muted">
      <EarOff size={16} aria-hidden className="mt-0.5 shrink-0" />
      <span>
        {t('transcript.analytics.leftOut', { time: formatTimestamp(Math.max(1, Math.round(seconds))) })}
      </span>
    </p>
  );
}
