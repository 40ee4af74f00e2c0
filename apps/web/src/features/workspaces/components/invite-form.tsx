import { type TWorkspaceInviteRequest, ZEmail } from '@transcribe/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useInviteMember } from '@/api/workspaces/invite-member';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';
import { INVITE_ROLES } from '../roles';
import { RoleSelect } from './role-select';

type InviteRole = TWorkspaceInviteRequest['role'];

/** "Invite someone": an address and a role (never owner); the server mails them a link to join. */
export function InviteForm({ workspaceId }: { workspaceId: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invite = useInviteMember(workspaceId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>('viewer');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const address = ZEmail.safeParse(email);
    if (!address.success) {
      return setError(t(email.trim() ? 'validation.emailInvalid' : 'validation.emailRequired'));
    }
    setError(undefined);
    invite.mutate(
      { email: address.data, role },
      {
        onSuccess: (sent) => {
          toast.success(t('workspaces.invite.sent', { email: sent.invitation_email }));
          setEmail('');
        },
        onError: (failure) => setError(errorText(failure, 'workspaces.invite.failed')),
      },
    );
  }

  return (
    <section aria-labelledby="invite-title" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="invite-title" className="text-lg font-semibold text-fg">
          {t('workspaces.invite.title')}
        </h2>
        <p className="text-sm text-muted">{t('workspaces.invite.intro')}</p>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          className="min-w-0 flex-1"
          label={t('workspaces.invite.email')}
          type="email"
          autoComplete="off"
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="flex flex-col gap-1.5 sm:w-44">
          <label htmlFor="invite-role" className="text-sm font-medium text-fg">
            {t('workspaces.invite.role')}
          </label>
          <RoleSelect
            id="invite-role"
            value={role}
            roles={INVITE_ROLES}
            onChange={(next) => setRole(next as InviteRole)}
          />
        </div>
        <Button type="submit" className="sm:mt-7" disabled={invite.isPending} aria-busy={invite.isPending}>
          {invite.isPending ? <Spinner /> : null}
          {t('workspaces.invite.submit')}
        </Button>
      </form>
    </section>
  );
}
