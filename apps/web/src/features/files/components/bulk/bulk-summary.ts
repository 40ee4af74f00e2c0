import type { TBulkJob } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';

/** Where the work stands, in a sentence: waiting, how far, or how it ended. */
export function useBulkSummary(job: TBulkJob): string {
  const { t } = useTranslation();
  const done = job.bulk_done;
  const total = job.bulk_total;
  const failed = job.bulk_failures.length;
  switch (job.bulk_status) {
    case 'queued':
      return t('files.bulkWork.queued', { count: total });
    case 'running':
      return t('files.bulkWork.progress', { done, total });
    case 'completed':
      return failed > 0
        ? t('files.bulkWork.completedWithFailures', { failed, total })
        : t('files.bulkWork.completed', { count: total });
    case 'cancelled':
      return t('files.bulkWork.cancelled', { done, total });
    default:
      return t('files.bulkWork.failed', { done, total });
  }
}
