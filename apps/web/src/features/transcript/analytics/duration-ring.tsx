import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '@/lib/format';

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The call's length as a ring filled against a scale of whole 5 minutes, the time written inside. */
export function DurationRing({ seconds, scaleMinutes }: { seconds: number; scaleMinutes: number }) {
  const { t } = useTranslation();
  const share = Math.min(1, Math.max(0, seconds / (scaleMinutes * 60)));
  return (
    <div className="flex items-center gap-4">
      <div className="relative h-28 w-28 shrink-0">
        <svg viewBox="0 0 100 100" className="h-full w-full -rotate-90" aria-hidden>
          <circle cx="50" cy="50" r={RADIUS} fill="none" strokeWidth="10" className="stroke-border" />
          <circle
            cx="50"
            cy="50"
            r={RADIUS}
            fill="none"
            strokeWidth="10"
            className="stroke-accent-text"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - share)}
            strokeLinecap={share > 0 ? 'round' : 'butt'}
          />
        </svg>
        <span className="absolute inset-0 flex items-center justify-center text-lg font-semibold text-fg tabular-nums">
          {formatTimestamp(seconds)}
        </span>
      </div>
      <p className="text-sm text-muted">
        {t('transcript.analytics.durationScale', { minutes: scaleMinutes })}
      </p>
    </div>
  );
}
