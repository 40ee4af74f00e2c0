import { useTranslation } from 'react-i18next';
import { useSaveWorkspaceRetention } from '@/api/retention/save-workspace-retention';
import { useWorkspaceRetention } from '@/api/retention/workspace-retention';
import { useWorkspaceRetentionPreview } from '@/api/retention/workspace-retention-preview';
import { RetentionForm } from '@/components/retention-form';
import { RetentionPreview } from '@/components/retention-preview';
import { SectionPanel } from '@/components/section-panel';

/**
 * The workspace's retention: every member reads how long its recordings are kept; owners and admins change
 * it and see what the next run removes.
 */
export function RetentionSection({ workspaceId, canManage }: { workspaceId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const rule = useWorkspaceRetention(workspaceId);
  const preview = useWorkspaceRetentionPreview(workspaceId, canManage);
  const save = useSaveWorkspaceRetention(workspaceId);
  return (
    <SectionPanel
      title={t('retention.title')}
      intro={t('retention.introWorkspace')}
      pending={rule.isPending}
      error={rule.error}
      failedKey="retention.loadFailed"
      gap="gap-4"
      after={canManage && preview.data ? <RetentionPreview preview={preview.data} /> : null}
    >
      {rule.data === undefined ? null : !canManage ? (
        <p className="text-sm text-fg">
          {rule.data.retention_days === null
            ? t('retention.summary.forever')
            : t(`retention.summary.${rule.data.retention_scope}`, { count: rule.data.retention_days })}
        </p>
      ) : (
        <RetentionForm saved={rule.data} saving={save.isPending} save={save.mutateAsync} />
      )}
    </SectionPanel>
  );
}
