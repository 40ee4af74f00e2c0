import type { TBulkJob } from '@transcribe/contract';
import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isBulkRunning, useBulkJob } from '@/api/bulk/bulk-job';
import { useCancelBulk } from '@/api/bulk/cancel-bulk';
import { useDownloadBulkZip } from '@/api/bulk/download-bulk';
import { useRefreshAfterBulk } from '@/api/bulk/refresh-after-bulk';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { useErrorText } from '@/lib/error-text';
import { BulkFailures } from './bulk-failures';
import { useBulkSummary } from './bulk-summary';

/**
 * Follows bulk work (asked about every second while it runs): how far it is, Cancel, the files that failed
 * and why, and an export's zip once completed; the lists are read again when it ends. Hidden while it runs,
 * it goes on, and says how it ended in a toast.
 */
export function BulkProgressDialog({ started, onClose }: { started: TBulkJob; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const job = useBulkJob(started).data;
  const cancel = useCancelBulk(job.bulk_id);
  const download = useDownloadBulkZip();
  const refresh = useRefreshAfterBulk();
  const summary = useBulkSummary(job);
  const [hidden, setHidden] = useState(false);
  const running = isBulkRunning(job.bulk_status);
  const zip = job.bulk_status === 'completed' ? job.bulk_download_path : null;

  const saveZip = (path: string) =>
    download.mutate(path, {
      onError: (error) => toast.error(errorText(error, 'files.bulkWork.downloadFailed')),
    });

  const ended = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the work ends
  useEffect(() => {
    if (running || ended.current) return;
    ended.current = true;
    void refresh();
    if (!hidden) return;
    const action = zip ? { label: t('files.bulkWork.download'), onClick: () => saveZip(zip) } : undefined;
    (job.bulk_failures.length > 0 || job.bulk_status !== 'completed' ? toast.warning : toast.success)(
      summary,
      {
        action,
      },
    );
    onClose();
  }, [running]);

  const percent = job.bulk_total > 0 ? Math.round((job.bulk_done / job.bulk_total) * 100) : running ? 0 : 100;
  return (
    <Dialog
      open={!hidden}
      onOpenChange={(open) => open || (running ? setHidden(true) : onClose())}
      title={t(`files.bulkWork.titles.${job.bulk_action}`)}
    >
      <div className="flex flex-col gap-2">
        <ProgressBar
          label={t('files.bulkWork.progressLabel')}
          percent={percent}
          value={job.bulk_done}
          max={job.bulk_total}
          valueText={t('files.bulkWork.progress', { done: job.bulk_done, total: job.bulk_total })}
        />
        <p role="status" className="text-sm text-fg">
          {summary}
        </p>
      </div>
      <BulkFailures failures={job.bulk_failures} />
      <div className="flex flex-wrap justify-end gap-2">
        {running ? (
          <>
            <Button variant="secondary" onClick={() => setHidden(true)}>
              {t('files.bulkWork.hide')}
            </Button>
            <Button
              variant="danger"
              disabled={cancel.isPending}
              aria-busy={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onError: (error) => toast.error(errorText(error, 'files.bulkWork.cancelFailed')),
                })
              }
            >
              {cancel.isPending ? <Spinner /> : null}
              {t('files.bulkWork.cancel')}
            </Button>
          </>
        ) : (
          <>
            {zip ? (
              <Button
                disabled={download.isPending}
                aria-busy={download.isPending}
                onClick={() => saveZip(zip)}
              >
                {download.isPending ? <Spinner /> : <Download size={16} aria-hidden />}
                {t('files.bulkWork.download')}
              </Button>
            ) : null}
            <Button variant={zip ? 'secondary' : 'primary'} onClick={onClose}>
              {t('files.bulkWork.finish')}
            </Button>
          </>
        )}
      </div>
    </Dialog>
  );
}
