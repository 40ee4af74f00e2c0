import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useInvitationPreview } from '@/api/workspaces/invitation-preview';
import { AuthFrame } from '@/components/auth-frame';
import { buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { useErrorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format';
import { loginPath } from '@/lib/safe-next';
import { useSession } from '@/lib/session/session-context';
import { AcceptInvitationButton } from './accept-invitation-button';

/**
 * /invite/:token, the link an invitation mails: who invites whom to which workspace as what. Signed out, Sign
 * in and Sign up come back here; signed in, Accept joins. (No skeleton or toast here: this public chunk
 * importing them would split the dashboard's shared chunk and cost its bundle budget.)
 */
export function InvitationPage() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const session = useSession();
  const token = useParams().token ?? '';
  const preview = useInvitationPreview(token);
  const here = `/invite/${encodeURIComponent(token)}`;

  if (preview.isPending || session.isLoadingAuth) {
    return (
      <AuthFrame title={t('workspaces.invitation.title')} wide>
        <PageSpinner inline />
      </AuthFrame>
    );
  }
  if (preview.isError) {
    const error = preview.error;
    const invalid = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <AuthFrame title={t('workspaces.invitation.title')} wide>
        <Notice tone="error">
          {invalid
            ? t('workspaces.invitation.invalid')
            : errorText(error, 'workspaces.invitation.loadFailed')}
        </Notice>
        {invalid ? <p className="text-sm text-muted">{t('workspaces.invitation.invalidHint')}</p> : null}
        <Link
          to={session.isLoggedIn ? '/dashboard' : '/'}
          className={buttonClasses('secondary', 'md', 'w-full')}
        >
          {session.isLoggedIn ? t('workspaces.invitation.toDashboard') : t('workspaces.invitation.home')}
        </Link>
      </AuthFrame>
    );
  }

  const invitation = preview.data;
  const values = {
    inviter: invitation.invitation_invited_by ?? '',
    workspace: invitation.workspace_name,
    role: t(`workspaces.roles.${invitation.invitation_role}`),
  };
  return (
    <AuthFrame title={t('workspaces.invitation.title')} wide>
      <div className="flex flex-col gap-2 text-center">
        <p className="text-base text-fg">
          {invitation.invitation_invited_by
            ? t('workspaces.invitation.invited', values)
            : t('workspaces.invitation.invitedAnonymous', values)}
        </p>
        <p className="text-sm break-words text-muted">
          {t('workspaces.invitation.forAddress', { email: invitation.invitation_email })}{' '}
          {t('workspaces.invitation.expires', {
            date: formatDate(invitation.invitation_expires_at, i18n.language),
          })}
        </p>
      </div>
      {session.isLoggedIn && session.user ? (
        <>
          <p className="text-center text-sm break-words text-muted">
            {t('workspaces.invitation.signedInAs', { email: session.user.user_email })}
          </p>
          <AcceptInvitationButton token={token} invitedEmail={invitation.invitation_email} />
        </>
      ) : (
        <>
          <p className="text-center text-sm text-muted">{t('workspaces.invitation.signInHint')}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link to={loginPath(here)} className={buttonClasses('primary', 'lg', 'flex-1')}>
              {t('workspaces.invitation.signIn')}
            </Link>
            <Link to={loginPath(here, 'signup')} className={buttonClasses('secondary', 'lg', 'flex-1')}>
              {t('workspaces.invitation.signUp')}
            </Link>
          </div>
        </>
      )}
    </AuthFrame>
  );
}
