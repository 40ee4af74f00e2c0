import { useTranslation } from 'react-i18next';
import { useAdminQueue } from '@/api/admin/queue';
import { useJobActions } from '../hooks/use-job-actions';
import { JobItem } from './job-item';
import { PanelState } from './panel-state';
import { StatTile } from './stat-tile';

/** Queue: how many jobs wait, run and failed, then the newest of them with Retry or Cancel. */
export function QueuePanel() {
  const { t } = useTranslation();
  const queue = useAdminQueue();
  const actions = useJobActions();
  if (!queue.data) return <PanelState error={queue.error} fallbackKey="admin.queue.loadFailed" />;
  const { counts, jobs } = queue.data;
  return (
    <section aria-labelledby="admin-queue-title" className="flex flex-col gap-4">
      <h2 id="admin-queue-title" className="sr-only">
        {t('admin.tabs.queue')}
      </h2>
      <dl className="grid grid-cols-3 gap-3">
        <StatTile label={t('admin.queue.status.queued')} value={counts.queued} />
        <StatTile label={t('admin.queue.status.transcribing')} value={counts.transcribing} />
        <StatTile label={t('admin.queue.status.failed')} value={counts.failed} />
      </dl>
      {jobs.length > 0 ? (
        <ul aria-label={t('admin.queue.jobs')} className="flex flex-col gap-3">
          {jobs.map((job) => (
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
    </section>
  );
}
