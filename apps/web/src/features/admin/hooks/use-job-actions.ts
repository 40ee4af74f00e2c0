import type { TAdminJob } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCancelJob } from '@/api/admin/cancel-job';
import { useRetryJob } from '@/api/admin/retry-job';
import { useErrorText } from '@/lib/error-text';

/** Retry and Cancel on the queue's jobs, each with a toast naming the file. */
export function useJobActions() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const retry = useRetryJob();
  const cancel = useCancelJob();

  const run = (job: TAdminJob, action: 'retry' | 'cancel') => {
    const mutation = action === 'retry' ? retry : cancel;
    mutation.mutate(job.transcript_id, {
      onSuccess: () =>
        toast.success(
          t(action === 'retry' ? 'admin.queue.retryDone' : 'admin.queue.cancelDone', { name: job.file_name }),
        ),
      onError: (error) =>
        toast.error(
          errorText(error, action === 'retry' ? 'admin.queue.retryFailed' : 'admin.queue.cancelFailed'),
        ),
    });
  };

  const pendingId = retry.isPending ? retry.variables : cancel.isPending ? cancel.variables : undefined;
  return {
    retry: (job: TAdminJob) => run(job, 'retry'),
    cancel: (job: TAdminJob) => run(job, 'cancel'),
    /** The job whose action the server is answering. */
    pendingId,
  };
}
