import type { TWorkspaceInvitation } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useRevokeInvitation } from '@/api/workspaces/revoke-invitation';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format';

interface Props {
  workspaceId: number;
  invitations: TWorkspaceInvitation[];
}

/** The invitations not yet accepted (owners and admins see them): to whom, as what, by whom, until when. */
export function InvitationsList({ workspaceId, invitations }: Props) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const revoke = useRevokeInvitation(workspaceId);

  function revokeOne(invitation: TWorkspaceInvitation) {
    const email = invitation.invitation_email;
    revoke.mutate(invitation.invitation_id, {
      onSuccess: () => toast.success(t('workspaces.invitations.revoked', { email })),
      onError: (error) => toast.error(errorText(error, 'workspaces.invitations.revokeFailed')),
    });
  }

  return (
    <section aria-labelledby="invitations-title" className="flex flex-col gap-3">
      <h2 id="invitations-title" className="text-lg font-semibold text-fg">
        {t('workspaces.invitations.title')}
      </h2>
      {invitations.length === 0 ? (
        <p className="text-sm text-muted">{t('workspaces.invitations.none')}</p>
      ) : (
        <ul
          aria-labelledby="invitations-title"
          className="divide-y divide-border rounded-lg border border-border"
        >
          {invitations.map((invitation) => (
            <li key={invitation.invitation_id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="flex min-w-0 flex-1 basis-56 flex-col gap-0.5">
                <span className="font-medium break-all text-fg">{invitation.invitation_email}</span>
                <span className="text-xs text-muted">
                  {t(`workspaces.roles.${invitation.invitation_role}`)}
                  {invitation.invitation_invited_by
                    ? ` · ${t('workspaces.invitations.invitedBy', { name: invitation.invitation_invited_by })}`
                    : null}{' '}
                  ·{' '}
                  {t('workspaces.invitations.expires', {
                    date: formatDate(invitation.invitation_expires_at, i18n.language),
                  })}
                </span>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('workspaces.invitations.revokeNamed', { email: invitation.invitation_email })}
                disabled={revoke.isPending && revoke.variables === invitation.invitation_id}
                onClick={() => revokeOne(invitation)}
              >
                {t('workspaces.invitations.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
