import type { TSentiment } from '@transcribe/contract';
import { CircleHelp, Frown, Meh, Smile } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const LOOK = {
  positive: { icon: Smile, tone: 'text-emerald-700 dark:text-emerald-400' },
  negative: { icon: Frown, tone: 'text-danger' },
  neutral: { icon: Meh, tone: 'text-muted' },
} as const;

/** Positive, negative or neutral with the score as a percentage; "not analysed" when there is none. */
export function SentimentBadge({ sentiment }: { sentiment: TSentiment | null }) {
  const { t } = useTranslation();
  if (!sentiment)
    return (
      <span className="inline-flex items-center gap-1 text-xs text-muted">
        <CircleHelp size={14} aria-hidden />
        {t('transcript.sentiment.none')}
      </span>
    );
  const label = sentiment.audio_transcript_data_segment_sa_label;
  const { icon: Icon, tone } = LOOK[label];
  const percent = Math.round(sentiment.audio_transcript_data_segment_sa_score * 100);
  return (
    <span className={`inline-flex items-center gap-1 text-xs ${tone}`}>
      <Icon size={14} aria-hidden />
      {t(`transcript.sentiment.${label}`)} {percent}%
    </span>
  );
}
