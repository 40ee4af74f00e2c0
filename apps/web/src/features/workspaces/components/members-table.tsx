import type { TWorkspace, TWorkspaceMember } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { useMemberActions } from '../hooks/use-member-actions';
import type { Permissions } from '../roles';
import { memberName } from '../workspace-name';
import { ConfirmDialog } from './confirm-dialog';
import { MemberRow } from './member-row';

interface Props {
  workspace: TWorkspace;
  members: TWorkspaceMember[];
  myId: number;
  permissions: Permissions;
}

/** The members with their roles and since when; the controls the caller's role allows; Leave on their own row. */
export function MembersTable({ workspace, members, myId, permissions }: Props) {
  const { t } = useTranslation();
  const actions = useMemberActions(workspace);
  const pending = actions.pending;
  const th = 'pb-2 pr-3 text-left text-xs font-medium tracking-wide text-muted uppercase';
  return (
    <section aria-labelledby="members-title" className="flex flex-col gap-3">
      <h2 id="members-title" className="text-lg font-semibold text-fg">
        {t('workspaces.members.title')}
      </h2>
      <table
        aria-label={t('workspaces.members.table', { name: workspace.workspace_name })}
        className="w-full table-fixed border-collapse"
      >
        <thead className="border-b border-border">
          <tr>
            <th scope="col" className={th}>
              {t('workspaces.members.member')}
            </th>
            <th scope="col" className={`${th} w-32 sm:w-40`}>
              {t('workspaces.members.role')}
            </th>
            <th scope="col" className={`${th} hidden w-36 sm:table-cell`}>
              {t('workspaces.members.joined')}
            </th>
            <th scope="col" className={`${th} w-24 pr-0 text-right`}>
              <span className="sr-only">{t('workspaces.members.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {members.map((member) => (
            <MemberRow
              key={member.user_id}
              member={member}
              workspaceName={workspace.workspace_name}
              isMe={member.user_id === myId}
              permissions={permissions}
              busy={actions.changingId === member.user_id}
              onRole={(role) => actions.changeRole(member, role)}
              onRemove={() => actions.ask(member, member.user_id === myId)}
            />
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={pending !== undefined}
        title={
          pending?.leaving
            ? t('workspaces.members.leaveTitle', { name: workspace.workspace_name })
            : t('workspaces.members.removeTitle', { name: pending ? memberName(pending.member) : '' })
        }
        body={pending?.leaving ? t('workspaces.members.leaveBody') : t('workspaces.members.removeBody')}
        confirmLabel={pending?.leaving ? t('workspaces.members.leave') : t('workspaces.members.remove')}
        busy={actions.removing}
        onConfirm={actions.confirmRemoval}
        onCancel={actions.cancel}
      />
    </section>
  );
}
