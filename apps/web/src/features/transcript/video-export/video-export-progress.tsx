import type { TVideoExport } from '@transcribe/contract';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCancelVideoExport } from '@/api/video-exports/cancel-video-export';
import { useDownloadVideoExport } from '@/api/video-exports/download-video-export';
import { isVideoExportRunning, useVideoExport } from '@/api/video-exports/video-export';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { useErrorText } from '@/lib/error-text';

interface Props {
  /** The job as the POST answered it. */
  started: TVideoExport;
  /** The dialog is shown: only then is the job asked about. */
  open: boolean;
  /** Back to the choices, to make another. */
  onAgain: () => void;
  onClose: () => void;
}

/**
 * Follows the burned-in video (asked about every second while it is made): how far it is, Cancel, and the
 * download once completed (kept for a day); a failure says why. Closed meanwhile, the job goes on.
 */
export function VideoExportProgress({ started, open, onAgain, onClose }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const job = useVideoExport(started, open).data;
  const cancel = useCancelVideoExport(job.video_export_id);
  const download = useDownloadVideoExport();
  const running = isVideoExportRunning(job.status);
  const percent = job.status === 'completed' ? 100 : job.status === 'queued' ? 0 : job.progress;
  const status =
    job.status === 'running'
      ? t('transcript.videoExport.running', { progress: job.progress })
      : t(`transcript.videoExport.${job.status}`);

  return (
    <>
      <div className="flex flex-col gap-2">
        <ProgressBar
          label={t('transcript.videoExport.progressLabel')}
          percent={percent}
          value={percent}
          max={100}
          valueText={status}
        />
        <p role="status" className="text-sm text-fg">
          {status}
        </p>
        {running ? <p className="text-xs text-muted">{t('transcript.videoExport.background')}</p> : null}
        {job.status === 'completed' ? (
          <p className="text-xs text-muted">{t('transcript.videoExport.kept')}</p>
        ) : null}
      </div>
      {job.status === 'failed' ? (
        <Notice tone="error">{job.error ?? t('transcript.videoExport.failedUnknown')}</Notice>
      ) : null}
      {cancel.isError ? (
        <Notice tone="error">{errorText(cancel.error, 'transcript.videoExport.cancelFailed')}</Notice>
      ) : null}
      {download.isError ? (
        <Notice tone="error">{errorText(download.error, 'transcript.videoExport.downloadFailed')}</Notice>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {running ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('transcript.videoExport.hide')}
            </Button>
            <Button
              variant="danger"
              disabled={cancel.isPending}
              aria-busy={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              {cancel.isPending ? <Spinner /> : null}
              {t('transcript.videoExport.cancel')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onAgain}>
              {t('transcript.videoExport.again')}
            </Button>
            {job.status === 'completed' ? (
              <Button
                disabled={download.isPending}
                aria-busy={download.isPending}
                onClick={() => download.mutate(job)}
              >
                {download.isPending ? <Spinner /> : <Download size={16} aria-hidden />}
                {t('transcript.videoExport.download')}
              </Button>
            ) : (
              <Button onClick={onClose}>{t('transcript.videoExport.done')}</Button>
            )}
          </>
        )}
      </div>
    </>
  );
}
