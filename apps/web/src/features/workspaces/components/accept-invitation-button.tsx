import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAcceptInvitation } from '@/api/workspaces/accept-invitation';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { useErrorText } from '@/lib/error-text';

/**
 * "Accept invitation" for a signed-in visitor: joins and opens the workspace. Refused, it says why: another
 * address than the invited one (403), or a link no longer valid (404).
 */
export function AcceptInvitationButton({ token, invitedEmail }: { token: string; invitedEmail: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const [failure, setFailure] = useState<string>();

  function failureText(error: unknown): string {
    if (error instanceof ApiError && error.status === 403) {
      return t('workspaces.invitation.wrongAddress', { email: invitedEmail });
    }
    if (error instanceof ApiError && error.status === 404) return t('workspaces.invitation.invalid');
    return errorText(error, 'workspaces.invitation.acceptFailed');
  }

  function start() {
    setFailure(undefined);
    accept.mutate(undefined, {
      onSuccess: (workspace) => navigate(`/dashboard/workspace/${workspace.workspace_id}`),
      onError: (error) => setFailure(failureText(error)),
    });
  }

  return (
    <div className="flex flex-col gap-3">
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Button
        size="lg"
        className="w-full"
        disabled={accept.isPending}
        aria-busy={accept.isPending}
        onClick={start}
      >
        {accept.isPending ? <Spinner /> : null}
        {accept.isPending ? t('workspaces.invitation.accepting') : t('workspaces.invitation.accept')}
      </Button>
    </div>
  );
}
