import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { canWrite } from '@/api/workspaces/file-access';
import { useMembers } from '@/api/workspaces/members';
import { useWorkspace } from '@/api/workspaces/workspace';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-error';
import { useErrorText } from '@/lib/error-text';
import { useSession } from '@/lib/session/session-context';
import { permissionsOf } from '../roles';
import { DeleteWorkspaceSection } from './delete-workspace-section';
import { InvitationsList } from './invitations-list';
import { InviteForm } from './invite-form';
import { MarkdownExportSection } from './markdown-export-section';
import { MembersTable } from './members-table';
import { RetentionSection } from './retention-section';
import { TagsSection } from './tags-section';
import { WorkspaceHeader } from './workspace-header';

/**
 * /dashboard/workspace/:workspaceId: the workspace's name, members and (for owners and admins) invitations,
 * its tags (for editors and up), its retention rule, with only the controls the caller's role may use.
 */
export function WorkspacePage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { user } = useSession();
  const workspaceId = Number(useParams().workspaceId);
  const workspace = useWorkspace(workspaceId);
  const members = useMembers(workspaceId);

  if (workspace.isPending || (workspace.isSuccess && members.isPending)) {
    return (
      <div aria-busy="true" className="mx-auto flex max-w-4xl flex-col gap-4">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  const failed = workspace.error ?? members.error;
  if (failed || !workspace.data || !members.data || !user) {
    const missing = failed instanceof ApiError && (failed.status === 404 || failed.status === 400);
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <Notice tone="error">
          {missing ? t('workspaces.page.notFound') : errorText(failed, 'workspaces.page.loadFailed')}
        </Notice>
        <Link
          to="/dashboard/profile?tab=workspaces"
          className="text-sm font-medium text-accent-text hover:underline"
        >
          {t('workspaces.page.back')}
        </Link>
      </div>
    );
  }

  const permissions = permissionsOf(workspace.data.workspace_role);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8">
      <WorkspaceHeader workspace={workspace.data} canRename={permissions.manage} />
      <MembersTable
        workspace={workspace.data}
        members={members.data.members}
        myId={user.user_id}
        permissions={permissions}
      />
      {permissions.manage ? (
        <>
          <InvitationsList workspaceId={workspaceId} invitations={members.data.invitations} />
          <InviteForm workspaceId={workspaceId} />
        </>
      ) : null}
      {canWrite(workspace.data.workspace_role) ? <TagsSection workspaceId={workspaceId} /> : null}
      <RetentionSection workspaceId={workspaceId} canManage={permissions.manage} />
      <MarkdownExportSection workspaceId={workspaceId} canManage={permissions.manage} />
      {permissions.deleteWorkspace ? <DeleteWorkspaceSection workspace={workspace.data} /> : null}
    </div>
  );
}
