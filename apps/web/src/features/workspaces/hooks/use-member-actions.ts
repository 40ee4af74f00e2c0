import type { TWorkspace, TWorkspaceMember, TWorkspaceRole } from '@transcribe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useChangeMemberRole } from '@/api/workspaces/change-member-role';
import { useRemoveMember } from '@/api/workspaces/remove-member';
import { useErrorText } from '@/lib/error-text';
import { memberName } from '../workspace-name';

/** A removal waiting for its confirmation: another member, or the caller leaving. */
export interface PendingRemoval {
  member: TWorkspaceMember;
  leaving: boolean;
}

/**
 * What the members table does: a new role at once (the server's refusal, such as LAST_OWNER, as a toast),
 * and removing or leaving after a confirmation; who leaves goes back to their list of workspaces.
 */
export function useMemberActions(workspace: TWorkspace) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const changeRoleMutation = useChangeMemberRole(workspace.workspace_id);
  const removeMutation = useRemoveMember(workspace.workspace_id);
  const [pending, setPending] = useState<PendingRemoval>();

  function changeRole(member: TWorkspaceMember, role: TWorkspaceRole) {
    changeRoleMutation.mutate(
      { userId: member.user_id, role },
      {
        onSuccess: () =>
          toast.success(
            t('workspaces.members.roleChanged', {
              name: memberName(member),
              role: t(`workspaces.roles.${role}`),
            }),
          ),
        onError: (error) => toast.error(errorText(error, 'workspaces.members.roleFailed')),
      },
    );
  }

  function confirmRemoval() {
    if (!pending) return;
    const { member, leaving } = pending;
    removeMutation.mutate(
      { userId: member.user_id, leaving },
      {
        onSuccess: () => {
          setPending(undefined);
          if (leaving) {
            toast.success(t('workspaces.members.left', { name: workspace.workspace_name }));
            navigate('/dashboard/profile?tab=workspaces');
          } else {
            toast.success(t('workspaces.members.removed', { name: memberName(member) }));
          }
        },
        onError: (error) => {
          setPending(undefined);
          const fallback = leaving ? 'workspaces.members.leaveFailed' : 'workspaces.members.removeFailed';
          toast.error(errorText(error, fallback));
        },
      },
    );
  }

  return {
    changeRole,
    /** The member whose role is being changed, while the server answers. */
    changingId: changeRoleMutation.isPending ? changeRoleMutation.variables?.userId : undefined,
    pending,
    ask: (member: TWorkspaceMember, leaving: boolean) => setPending({ member, leaving }),
    cancel: () => setPending(undefined),
    confirmRemoval,
    removing: removeMutation.isPending,
  };
}
