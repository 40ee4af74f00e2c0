import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '@/lib/format';
import { formatShare } from './analytics-format';

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

interface Props {
  /** The recording's length: the whole ring. */
  seconds: number;
  /** The time someone speaks in it: the filled part. */
  speechSeconds: number;
}

/**
 * The recording's length written inside a ring that stands for the whole of it, filled with the share in
 * which someone speaks; there is no target length, so a short file is not shown as falling short of one.
 */
export function DurationRing({ seconds, speechSeconds }: Props) {
  const { t, i18n } = useTranslation();
  const share = seconds > 0 ? Math.min(1, Math.max(0, speechSeconds / seconds)) : 0;
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
            strokeLinecap={share > 0 && share < 1 ? 'round' : 'butt'}
          />
        </svg>
        <span className="absolute inset-0 flex items-center justify-center text-lg font-semibold text-fg tabular-nums">
          {formatTimestamp(seconds)}
        </span>
      </div>
      <p className="text-sm text-muted">
        {t('transcript.analytics.speechShare', {
          time: formatTimestamp(speechSeconds),
          share: formatShare(share, i18n.language),
        })}
      </p>
    </div>
  );
}
