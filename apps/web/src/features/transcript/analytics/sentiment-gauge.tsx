import { useTranslation } from 'react-i18next';
import { DASH, formatShare } from './analytics-format';

// A half circle from the left end (0 % positive) over the top to the right end (100 %).
const ARC = 'M 10 50 A 40 40 0 0 1 90 50';
const LENGTH = Math.PI * 40;

/** The mean sentiment as a half-circle gauge of percent positive: green from 50 %, red below. */
export function SentimentGauge({ percent }: { percent: number | null }) {
  const { t, i18n } = useTranslation();
  const share = percent === null ? 0 : Math.min(1, Math.max(0, percent / 100));
  const tone = share >= 0.5 ? 'stroke-emerald-600 dark:stroke-emerald-400' : 'stroke-danger';
  return (
    <div className="flex items-center gap-4">
      <svg viewBox="0 0 100 56" className="h-20 w-36 shrink-0" aria-hidden>
        <path d={ARC} fill="none" strokeWidth="10" strokeLinecap="round" className="stroke-border" />
        {percent === null ? null : (
          <path
            d={ARC}
            fill="none"
            strokeWidth="10"
            strokeLinecap="round"
            className={tone}
            strokeDasharray={`${LENGTH * share} ${LENGTH}`}
          />
        )}
      </svg>
      <p className="flex flex-col">
        <span className="text-2xl font-semibold text-fg tabular-nums">
          {percent === null ? DASH : formatShare(percent / 100, i18n.language)}
        </span>
        <span className="text-sm text-muted">
          {percent === null ? t('transcript.analytics.noSentiment') : t('transcript.analytics.positive')}
        </span>
      </p>
    </div>
  );
}
