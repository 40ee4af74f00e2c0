import { Ban, CircleCheck, CircleDashed, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { FILE_ITEM_TICK_MS, useDisplayedProgress } from '../../../lib/progress/use-displayed-progress';
import type { FileState } from '../file-item';

/** Check mark when completed, cross when failed, otherwise a spinner with the percent done. */
export function FileStatus({ transcriptId, state }: { transcriptId: number | undefined; state: FileState }) {
  const { t } = useTranslation();
  if (state.kind === 'ready')
    return (
      <span className="inline-flex items-center gap-1.5 text-emerald-700 dark:text-emerald-400">
        <CircleCheck size={18} aria-hidden />
        <span className="text-sm">{t('files.status.completed')}</span>
      </span>
    );
  if (state.kind === 'failed')
    return (
      <span className="inline-flex items-center gap-1.5 text-danger">
        <CircleX size={18} aria-hidden />
        <span className="text-sm">{t('files.status.failed')}</span>
      </span>
    );
  if (state.kind === 'cancelled')
    return (
      <span className="inline-flex items-center gap-1.5 text-muted">
        <Ban size={18} aria-hidden />
        <span className="text-sm">{t('files.status.cancelled')}</span>
      </span>
    );
  if (state.kind !== 'inProgress' || transcriptId === undefined)
    return (
      <span className="inline-flex items-center gap-1.5 text-muted">
        <CircleDashed size={18} aria-hidden />
        <span className="text-sm">{t('files.status.notStarted')}</span>
      </span>
    );
  return <ProgressStatus transcriptId={transcriptId} progress={state.progress} />;
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
