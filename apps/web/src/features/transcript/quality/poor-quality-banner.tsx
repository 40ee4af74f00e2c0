import { ChevronDown, TriangleAlert, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranscriptData } from '@/api/transcripts/transcript';
import { Button } from '@/components/ui/button';
import { useMediaQuery } from '@/lib/use-media-query';
import { QualityNextSteps } from './quality-next-steps';
import { useSessionFlag } from './use-session-flag';

interface Props {
  audioId: number;
  transcriptId: number;
  /** The caller may change the transcript: transcribing again and review are offered. */
  canWrite: boolean;
  /** Starts review mode. */
  onReview: () => void;
}

/**
 * A poor transcript opens with this: what happened (the engine was unsure of so many words that the text,
 * sentiment and summaries may be wrong) and what to do next. Dismissed, it stays away for the tab's session.
 */
export function PoorQualityBanner({ audioId, transcriptId, canWrite, onReview }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const [dismissed, dismiss] = useSessionFlag(`transcribe.qualityBannerDismissed.${transcriptId}`);
  const data = useTranscriptData(transcriptId, true).data;
  const quality = data?.audio_transcript_quality;
  const wide = useMediaQuery('(min-width: 640px)');
  if (!data || quality?.verdict !== 'poor' || dismissed) return null;
  return (
    // A note, not a landmark: the page's regions stay the transcript's own.
    <div
      aria-labelledby={headingId}
      role="note"
      className="flex items-start gap-3 rounded-xl border border-danger/30 bg-danger/5 p-3 sm:p-4"
    >
      <TriangleAlert size={20} aria-hidden className="mt-0.5 shrink-0 text-danger" />
      <details open={wide || undefined} className="group flex min-w-0 flex-1 flex-col gap-2">
        {/* On a phone the title alone, so the text starts on the first screen; a tap shows the rest. */}
        <summary className="cursor-pointer list-none font-semibold text-fg sm:pointer-events-none">
          <h2 id={headingId} className="inline">
            {t('transcript.quality.title')}
          </h2>
          <ChevronDown
            size={16}
            aria-hidden
            className="ml-1 inline align-[-3px] transition-transform group-open:rotate-180 sm:hidden"
          />
        </summary>
        <div className="mt-2 flex flex-col gap-2">
          <p className="text-sm text-fg">
            {t('transcript.quality.body', { percent: Math.round(quality.unsure_share * 100) })}
          </p>
          {canWrite ? (
            <QualityNextSteps
              audioId={audioId}
              transcriptId={transcriptId}
              language={data.audio_transcript_language_iso_code}
              producedBy={data.audio_transcript_produced_by?.model_name}
              onReview={onReview}
            />
          ) : null}
        </div>
      </details>
      <Button variant="ghost" size="icon" aria-label={t('transcript.quality.dismiss')} onClick={dismiss}>
        <X size={16} aria-hidden />
      </Button>
    </div>
  );
}
