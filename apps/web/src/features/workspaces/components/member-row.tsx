import type { TWorkspaceMember, TWorkspaceRole } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { canChangeRole, canRemove, type Permissions } from '../roles';
import { memberName } from '../workspace-name';
import { RoleSelect } from './role-select';

interface Props {
  member: TWorkspaceMember;
  workspaceName: string;
  isMe: boolean;
  permissions: Permissions;
  busy: boolean;
  onRole: (role: TWorkspaceRole) => void;
  onRemove: () => void;
}

/**
 * One member: who (on phones with the date they joined beneath), their role (a select when the caller may
 * change it), and Remove (owners and admins) or, on one's own row, Leave.
 */
export function MemberRow({ member, workspaceName, isMe, permissions, busy, onRole, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  const name = memberName(member);
  const joined = formatDate(member.member_since, i18n.language);
  const removable = isMe || canRemove(permissions, member.member_role);
  return (
    <tr className="align-middle">
      <td className="py-3 pr-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <span className="font-medium break-words text-fg">
            {name}
            {isMe ? <span className="font-normal text-muted"> ({t('workspaces.members.you')})</span> : null}
          </span>
          {name !== member.user_email ? (
            <span className="text-xs break-all text-muted">{member.user_email}</span>
          ) : null}
          <span className="text-xs text-muted sm:hidden">
            {t('workspaces.members.joined')} {joined}
          </span>
        </div>
      </td>
      <td className="py-3 pr-3">
        {canChangeRole(permissions, member.member_role) ? (
          <RoleSelect
            label={t('workspaces.members.roleOf', { name })}
            value={member.member_role}
            roles={permissions.assignable}
            disabled={busy}
            onChange={(role) => role !== member.member_role && onRole(role)}
            className="h-9"
          />
        ) : (
          <span className="text-sm text-fg">{t(`workspaces.roles.${member.member_role}`)}</span>
        )}
      </td>
      <td className="hidden py-3 pr-3 text-sm whitespace-nowrap text-muted sm:table-cell">{joined}</td>
      <td className="py-3 text-right">
        {removable ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={
              isMe
                ? t('workspaces.members.leaveNamed', { name: workspaceName })
                : t('workspaces.members.removeNamed', { name })
            }
            onClick={onRemove}
          >
            {isMe ? t('workspaces.members.leave') : t('workspaces.members.remove')}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
