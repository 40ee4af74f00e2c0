import type { TAdminJob } from '@transcribe/contract';
import { CircleStop, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';

interface Props {
  job: TAdminJob;
  busy: boolean;
  onRetry: () => void;
  onCancel: () => void;
}

const STATUS_TONE: Record<TAdminJob['status'], string> = {
  queued: 'bg-hover text-fg',
  transcribing: 'bg-accent-soft text-accent-text',
  failed: 'border border-danger/40 text-danger',
  cancelled: 'bg-hover text-fg',
  completed: 'bg-hover text-fg',
};

/** One job: file, owner, status (with progress while it runs), when, why it failed; Retry or Cancel. */
export function JobItem({ job, busy, onRetry, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const name = job.file_name;
  const retryable = job.status === 'failed' || job.status === 'cancelled';
  const cancellable = job.status === 'queued' || job.status === 'transcribing';
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-elevated p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <span className="font-medium break-all text-fg">{name}</span>
          <span className="text-xs break-all text-muted">
            {t('admin.queue.owner', { email: job.owner_email })} · {formatDate(job.updated_at, i18n.language)}
          </span>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <span
            className={cn(
              'inline-flex h-6 items-center rounded-full px-2.5 text-xs font-medium',
              STATUS_TONE[job.status],
            )}
          >
            {job.status === 'transcribing'
              ? t('admin.queue.progress', { progress: job.progress })
              : t(`admin.queue.status.${job.status}`)}
          </span>
          {retryable ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              aria-label={t('admin.queue.retryNamed', { name })}
              onClick={onRetry}
            >
              <RotateCw size={14} aria-hidden />
              {t('admin.queue.retry')}
            </Button>
          ) : null}
          {cancellable ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              aria-label={t('admin.queue.cancelNamed', { name })}
              onClick={onCancel}
            >
              <CircleStop size={14} aria-hidden />
              {t('admin.queue.cancel')}
            </Button>
          ) : null}
        </div>
      </div>
      {job.error_message ? (
        <p className="border-l-2 border-danger py-1 pl-3 text-sm break-words text-fg">
          <span className="font-medium text-danger">{t('admin.queue.error')}</span> {job.error_message}
        </p>
      ) : null}
    </li>
  );
}
