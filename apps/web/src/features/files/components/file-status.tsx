import type { TTranscriptQuality } from '@transcribe/contract';
import { Ban, CircleCheck, CircleDashed, CircleX, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QualityVerdict } from '@/components/quality-verdict';
import { Spinner } from '@/components/ui/spinner';
import { FILE_ITEM_TICK_MS, useDisplayedProgress } from '@/lib/progress/use-displayed-progress';
import type { StatusClass } from '@/lib/transcript-status';
import type { FileState } from '../file-item';

/** How each settled state looks; a running one shows its percent instead. */
const SETTLED: Partial<Record<StatusClass, { icon: LucideIcon; label: string; tone: string }>> = {
  ready: {
    icon: CircleCheck,
    label: 'files.status.completed',
    tone: 'text-emerald-700 dark:text-emerald-400',
  },
  failed: { icon: CircleX, label: 'files.status.failed', tone: 'text-danger' },
  cancelled: { icon: Ban, label: 'files.status.cancelled', tone: 'text-muted' },
};
const NOT_STARTED = { icon: CircleDashed, label: 'files.status.notStarted', tone: 'text-muted' };

/**
 * Check mark when completed (with how much of it a person has reviewed and how far it can be trusted),
 * cross when failed, otherwise a spinner with the percent done.
 */
export function FileStatus({
  transcriptId,
  state,
  reviewed,
  quality,
}: {
  transcriptId: number | undefined;
  state: FileState;
  /** The transcript's `audio_transcript_reviewed_percent`. */
  reviewed?: number | undefined;
  /** The transcript's `audio_transcript_quality`. */
  quality?: TTranscriptQuality | null | undefined;
}) {
  const { t } = useTranslation();
  if (state.kind === 'inProgress' && transcriptId !== undefined)
    return <ProgressStatus transcriptId={transcriptId} progress={state.progress} />;
  const { icon: Icon, label, tone } = SETTLED[state.kind] ?? NOT_STARTED;
  return (
    // The reviewed share and the verdict go under the status when the column is too narrow for one line.
    <span className={`inline-flex flex-wrap items-center gap-x-1.5 gap-y-0.5 ${tone}`}>
      <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
        <Icon size={18} aria-hidden />
        <span className="text-sm">{t(label)}</span>
      </span>
      {state.kind === 'ready' && reviewed !== undefined ? (
        <span className="text-xs whitespace-nowrap text-muted tabular-nums">
          {t('files.status.reviewed', { percent: reviewed })}
        </span>
      ) : null}
      {state.kind === 'ready' ? <QualityVerdict quality={quality} /> : null}
    </span>
  );
}

function ProgressStatus({ transcriptId, progress }: { transcriptId: number; progress: number }) {
  const { t } = useTranslation();
  const shown = useDisplayedProgress(transcriptId, progress, FILE_ITEM_TICK_MS);
  return (
    <span
      role="progressbar"
      aria-label={t('files.status.transcribing')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
      className="inline-flex items-center gap-1.5 text-accent-text"
    >
      <Spinner size={18} />
      <span className="text-sm tabular-nums">{shown}%</span>
    </span>
  );
}
