import { Plus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWorkspaces } from '@/api/workspaces/workspaces';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/error-text';
import { NewWorkspaceDialog } from './new-workspace-dialog';

/** The Profile page's Workspaces tab: the user's workspaces (their role, how many members), and a new one. */
export function WorkspacesPanel() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const workspaces = useWorkspaces();
  const [creating, setCreating] = useState(false);

  return (
    <section
      aria-labelledby="workspaces-title"
      aria-busy={workspaces.isPending}
      className="flex flex-col gap-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id="workspaces-title" className="text-lg font-semibold text-fg">
            {t('workspaces.title')}
          </h2>
          <p className="text-sm text-muted">{t('workspaces.intro')}</p>
        </div>
        <Button size="sm" onClick={() => setCreating(true)}>
          <Plus size={16} aria-hidden />
          {t('workspaces.new')}
        </Button>
      </div>
      {workspaces.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : workspaces.isError ? (
        <Notice tone="error">{errorText(workspaces.error, 'workspaces.loadFailed')}</Notice>
      ) : workspaces.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-6 py-8 text-center">
          <UsersRound size={24} className="text-muted" aria-hidden />
          <p className="font-medium text-fg">{t('workspaces.emptyTitle')}</p>
          <p className="max-w-md text-sm text-muted">{t('workspaces.empty')}</p>
        </div>
      ) : (
        <ul
          aria-label={t('workspaces.list')}
          className="divide-y divide-border rounded-lg border border-border"
        >
          {workspaces.data.map((workspace) => (
            <li key={workspace.workspace_id}>
              <Link
                to={`/dashboard/workspace/${workspace.workspace_id}`}
                className="flex items-center gap-3 px-4 py-3 hover:bg-hover"
              >
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="truncate font-medium text-fg">{workspace.workspace_name}</span>
                  <span className="text-xs text-muted">
                    {t('workspaces.yourRole', { role: t(`workspaces.roles.${workspace.workspace_role}`) })} ·{' '}
                    {t('workspaces.members', { count: workspace.workspace_member_count })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <NewWorkspaceDialog open={creating} onClose={() => setCreating(false)} />
    </section>
  );
}
