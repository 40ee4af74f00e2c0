import { mostlyUnsure, type TSegment } from '@transcribe/contract';
import { CircleHelp, EarOff, Frown, Meh, Smile } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const LOOK = {
  positive: { icon: Smile, tone: 'text-emerald-700 dark:text-emerald-400' },
  negative: { icon: Frown, tone: 'text-danger' },
  neutral: { icon: Meh, tone: 'text-muted' },
} as const;

/**
 * Positive, negative or neutral with the score as a percentage; "not analysed" when there is none, with the
 * reason when the engine was unsure of most of the words (the server builds nothing on such a segment until
 * a person corrects or verifies it).
 */
export function SentimentBadge({ segment }: { segment: TSegment }) {
  const { t } = useTranslation();
  const sentiment = segment.audio_transcript_data_segment_sa;
  if (!sentiment && mostlyUnsure(segment.audio_transcript_data_segment_words))
    return (
      <span
        title={t('transcript.sentiment.tooUnsureHint')}
        className="inline-flex items-center gap-1 text-xs text-amber-800 dark:text-amber-300"
      >
        <EarOff size={14} aria-hidden />
        {t('transcript.sentiment.tooUnsure')}
      </span>
    );
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
