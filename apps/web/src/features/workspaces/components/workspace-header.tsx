import type { TWorkspace } from '@transcribe/contract';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { RenameForm } from './rename-form';

/** The workspace's name (renamed in place by owners and admins), the caller's role and the member count. */
export function WorkspaceHeader({ workspace, canRename }: { workspace: TWorkspace; canRename: boolean }) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const name = workspace.workspace_name;
  return (
    <div className="flex flex-col gap-2">
      <Link
        to="/dashboard/profile?tab=workspaces"
        className="flex w-fit items-center gap-1 text-sm font-medium text-accent-text hover:underline"
      >
        <ArrowLeft size={14} aria-hidden />
        {t('workspaces.page.back')}
      </Link>
      {renaming ? (
        <RenameForm workspace={workspace} onDone={() => setRenaming(false)} />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words text-fg">{name}</h1>
          {canRename ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('workspaces.page.renameNamed', { name })}
              onClick={() => setRenaming(true)}
            >
              {t('workspaces.page.rename')}
            </Button>
          ) : null}
        </div>
      )}
      <p className="text-sm text-muted">
        {t('workspaces.yourRole', { role: t(`workspaces.roles.${workspace.workspace_role}`) })} ·{' '}
        {t('workspaces.members', { count: workspace.workspace_member_count })}
      </p>
    </div>
  );
}
