import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useDeleteAccount } from '@/api/user/delete-account';
import { useDownloadMyData } from '@/api/user/download-my-data';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PasswordField } from '@/components/ui/password-field';
import { Spinner } from '@/components/ui/spinner';
import { useErrorText } from '@/lib/error-text';
import { useSession } from '@/lib/session/session-context';

/** Your data: download all of it as one archive, or delete the account with everything in it. */
export function YourDataPanel() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { logout } = useSession();
  const download = useDownloadMyData();
  const remove = useDeleteAccount();
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string>();
  const [asking, setAsking] = useState(false);

  function ask(event: FormEvent) {
    event.preventDefault();
    if (!confirmation) return setError(t('profile.data.confirmRequired'));
    setError(undefined);
    setAsking(true);
  }

  function deleteForGood() {
    // The server checks the password, or for an account without one, the e-mail address typed here.
    remove.mutate(
      { user_password: confirmation, user_email: confirmation },
      {
        onSuccess: () => {
          toast.success(t('profile.data.deleted'));
          logout();
        },
        onError: (failure) => {
          setAsking(false);
          setError(errorText(failure, 'profile.data.deleteFailed'));
        },
      },
    );
  }

  return (
    <section aria-labelledby="your-data-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 id="your-data-title" className="text-lg font-semibold text-fg">
          {t('profile.data.title')}
        </h2>
        <p className="text-sm text-muted">{t('profile.data.exportIntro')}</p>
      </div>
      <div>
        <Button
          variant="secondary"
          disabled={download.isPending}
          aria-busy={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: (failure) => toast.error(errorText(failure, 'profile.data.exportFailed')),
            })
          }
        >
          {download.isPending ? <Spinner /> : null}
          {t('profile.data.export')}
        </Button>
      </div>
      <form noValidate onSubmit={ask} className="flex flex-col gap-3 rounded-lg border border-danger/40 p-4">
        <h3 className="font-medium text-fg">{t('profile.data.deleteTitle')}</h3>
        <p className="text-sm text-muted">{t('profile.data.deleteIntro')}</p>
        <PasswordField
          label={t('profile.data.confirmLabel')}
          autoComplete="current-password"
          value={confirmation}
          error={error}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <div>
          <Button type="submit" variant="danger">
            {t('profile.data.delete')}
          </Button>
        </div>
      </form>
      <Dialog
        open={asking}
        onOpenChange={(open) => open || remove.isPending || setAsking(false)}
        title={t('profile.data.confirmTitle')}
        description={t('profile.data.confirmBody')}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" disabled={remove.isPending} onClick={() => setAsking(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            aria-busy={remove.isPending}
            onClick={deleteForGood}
          >
            {remove.isPending ? <Spinner /> : null}
            {t('profile.data.deleteForGood')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
