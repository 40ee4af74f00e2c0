import { useTranslation } from 'react-i18next';
import { useAdminQueue } from '@/api/admin/queue';
import { SectionPanel } from '@/components/section-panel';
import { useJobActions } from '../hooks/use-job-actions';
import { JobItem } from './job-item';
import { StatTile } from './stat-tile';

/** Queue: how many jobs wait, run and failed, then the newest of them with Retry or Cancel. */
export function QueuePanel() {
  const { t } = useTranslation();
  const queue = useAdminQueue();
  const actions = useJobActions();
  const data = queue.data;
  return (
    <SectionPanel
      title={t('admin.tabs.queue')}
      titleHidden
      pending={!data}
      error={data ? null : queue.error}
      failedKey="admin.queue.loadFailed"
      skeletonClassName="h-56"
      gap="gap-4"
    >
      {data ? (
        <>
          <dl className="grid grid-cols-3 gap-3">
            <StatTile label={t('admin.queue.status.queued')} value={data.counts.queued} />
            <StatTile label={t('admin.queue.status.transcribing')} value={data.counts.transcribing} />
            <StatTile label={t('admin.queue.status.failed')} value={data.counts.failed} />
          </dl>
          {data.jobs.length > 0 ? (
            <ul aria-label={t('admin.queue.jobs')} className="flex flex-col gap-3">
              {data.jobs.map((job) => (
                <JobItem
                  key={job.transcript_id}
                  job={job}
                  busy={actions.pendingId === job.transcript_id}
                  onRetry={() => actions.retry(job)}
                  onCancel={() => actions.cancel(job)}
                />
              ))}
            </ul>
          ) : (
            <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted">
              {t('admin.queue.empty')}
            </p>
          )}
        </>
      ) : null}
    </SectionPanel>
  );
}
