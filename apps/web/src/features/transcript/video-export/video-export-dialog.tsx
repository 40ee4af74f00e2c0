import { useQueryClient } from '@tanstack/react-query';
import type { TVideoExport } from '@transcribe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { videoExportKeys } from '@/api/video-exports/query-keys';
import { useStartVideoExport } from '@/api/video-exports/start-video-export';
import { Dialog } from '@/components/ui/dialog';
import { useErrorText } from '@/lib/error-text';
import { VideoExportChoice } from './video-export-choice';
import { VideoExportProgress } from './video-export-progress';

export interface VideoExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  transcriptId: number;
  /** The subtitle track: exported at once by the sidebar's export, with its toasts. */
  onExportTrack: () => void;
}

/**
 * "Video with subtitles" (issue 44): a subtitle track at once, or the subtitles burned into the picture as a
 * job followed here. Its own chunk (loaded when the button is first pressed); it stays mounted once opened,
 * so a job still being made is shown again when the dialog is opened again; a finished one that failed or
 * was cancelled is forgotten on close, a completed one is kept to be downloaded.
 */
export default function VideoExportDialog({
  open,
  onOpenChange,
  transcriptId,
  onExportTrack,
}: VideoExportDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const start = useStartVideoExport(transcriptId);
  const [job, setJob] = useState<TVideoExport>();

  function close() {
    onOpenChange(false);
    start.reset();
    if (!job) return;
    const now = queryClient.getQueryData<TVideoExport>(videoExportKeys.job(job.video_export_id)) ?? job;
    if (now.status === 'failed' || now.status === 'cancelled') setJob(undefined);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('transcript.actions.videoFormat')}
    >
      {job ? (
        <VideoExportProgress
          key={job.video_export_id}
          started={job}
          open={open}
          onAgain={() => setJob(undefined)}
          onClose={close}
        />
      ) : (
        <VideoExportChoice
          starting={start.isPending}
          error={start.isError ? errorText(start.error, 'transcript.videoExport.startFailed') : null}
          onTrack={() => {
            close();
            onExportTrack();
          }}
          onBurn={(request) => start.mutate(request, { onSuccess: setJob })}
          onCancel={close}
        />
      )}
    </Dialog>
  );
}
