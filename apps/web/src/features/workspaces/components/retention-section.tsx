import { useTranslation } from 'react-i18next';
import { useSaveWorkspaceRetention } from '@/api/retention/save-workspace-retention';
import { useWorkspaceRetention } from '@/api/retention/workspace-retention';
import { useWorkspaceRetentionPreview } from '@/api/retention/workspace-retention-preview';
import { RetentionForm } from '@/components/retention-form';
import { RetentionPreview } from '@/components/retention-preview';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/error-text';

/**
 * The workspace's retention: every member reads how long its recordings are kept; owners and admins change
 * it and see what the next run removes.
 */
export function RetentionSection({ workspaceId, canManage }: { workspaceId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const rule = useWorkspaceRetention(workspaceId);
  const preview = useWorkspaceRetentionPreview(workspaceId, canManage);
  const save = useSaveWorkspaceRetention(workspaceId);
  return (
    <section
      aria-labelledby="workspace-retention-title"
      aria-busy={rule.isPending}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id="workspace-retention-title" className="text-lg font-semibold text-fg">
          {t('retention.title')}
        </h2>
        <p className="text-sm text-muted">{t('retention.introWorkspace')}</p>
      </div>
      {rule.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : rule.isError ? (
        <Notice tone="error">{errorText(rule.error, 'retention.loadFailed')}</Notice>
      ) : !canManage ? (
        <p className="text-sm text-fg">
          {rule.data.retention_days === null
            ? t('retention.summary.forever')
            : t(`retention.summary.${rule.data.retention_scope}`, { count: rule.data.retention_days })}
        </p>
      ) : (
        <RetentionForm saved={rule.data} saving={save.isPending} save={save.mutateAsync} />
      )}
      {canManage && preview.data ? <RetentionPreview preview={preview.data} /> : null}
    </section>
  );
}
