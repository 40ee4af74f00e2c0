import type { TSegment } from '@transcribe/contract';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * A segment's verified state: in review mode a toggle ("Mark verified" / "Verified"), otherwise a check
 * mark with its name for screen readers when a person has verified it.
 */
export function VerifyToggle({
  segment,
  onVerify,
}: {
  segment: TSegment;
  onVerify: ((segmentId: number) => void) | undefined;
}) {
  const { t } = useTranslation();
  const verified = segment.audio_transcript_data_segment_verified;
  if (!onVerify)
    return verified ? (
      <span
        className="mt-1 shrink-0 text-emerald-700 dark:text-emerald-400"
        title={t('transcript.review.verified')}
      >
        <BadgeCheck size={16} aria-hidden />
        <span className="sr-only">{t('transcript.review.verified')}</span>
      </span>
    ) : null;
  return (
    <button
      type="button"
      aria-pressed={verified}
      className={cn(
        'inline-flex h-7 shrink-0 items-center gap-1 rounded-md px-2 text-xs',
        verified
          ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300'
          : 'text-muted hover:bg-hover hover:text-fg',
      )}
      onClick={(event) => {
        event.stopPropagation();
        onVerify(segment.audio_transcript_data_segment_id);
      }}
    >
      <BadgeCheck size={14} aria-hidden />
      {verified ? t('transcript.review.verified') : t('transcript.review.markVerified')}
    </button>
  );
}
