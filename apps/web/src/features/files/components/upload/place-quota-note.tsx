import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlaceQuota } from '@/features/files/hooks/use-place-quota';

/** Whose allowance the files count against, when it is a workspace's: its name and what is left today. */
export function PlaceQuotaNote({ quota }: { quota: PlaceQuota }) {
  const { t } = useTranslation();
  const { workspace } = quota;
  if (!workspace) return null;
  const name = workspace.workspace_name;
  const limit = workspace.workspace_daily_limit;
  const text =
    limit === null
      ? t('upload.workspaceUnlimited', { name })
      : t('upload.workspaceQuota', { name, usage: workspace.workspace_usage_today, limit });
  return (
    <p className="flex items-start gap-2 text-sm text-muted">
      <Building2 size={16} aria-hidden className="mt-0.5 shrink-0" />
      {text}
    </p>
  );
}

/** What the drop area and the record dialog say at the limit: the person's plan's, or the workspace's. */
export function useLimitText(quota: PlaceQuota): string {
  const { t } = useTranslation();
  const { workspace } = quota;
  return workspace
    ? t('upload.workspaceLimitReached', {
        name: workspace.workspace_name,
        limit: workspace.workspace_daily_limit ?? 0,
      })
    : t('upload.limitReached');
}
