import type { TTranscriptQuality } from '@transcribe/contract';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Quiet when the text can be trusted, plain to see when it cannot. */
const TONE = {
  good: 'text-muted',
  fair: 'text-amber-800 dark:text-amber-300',
  // Darker than text-danger: on its tint, small text needs it for contrast (WCAG AA).
  poor: 'rounded-full bg-danger/10 px-1.5 py-0.5 font-medium text-red-800 dark:text-red-300',
} as const;

/**
 * A transcript's verdict (good, fair, poor), with the share of words the engine was unsure of in its title
 * and for screen readers; nothing while there is none (not completed, or no words).
 */
export function QualityVerdict({ quality }: { quality: TTranscriptQuality | null | undefined }) {
  const { t } = useTranslation();
  if (!quality) return null;
  const { verdict } = quality;
  const label = t(`quality.label.${verdict}`, { percent: Math.round(quality.unsure_share * 100) });
  return (
    <span
      title={label}
      className={cn('inline-flex items-center gap-1 text-xs whitespace-nowrap', TONE[verdict])}
    >
      {verdict === 'poor' ? <TriangleAlert size={12} aria-hidden /> : null}
      <span aria-hidden>{t(`quality.verdict.${verdict}`)}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
