import type { TUser } from '@transcribe/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useUpdateProfile } from '@/api/user/update-profile';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';

const FULL_NAME_MAX = 200;

export function ProfileForm({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const saved = user.user_full_name ?? '';
  const [fullName, setFullName] = useState(saved);
  const update = useUpdateProfile();
  const changed = fullName.trim() !== saved;

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { user_full_name: fullName.trim() },
      {
        onSuccess: (next) => {
          setFullName(next.user_full_name ?? '');
          toast.success(t('profile.saved'));
        },
        onError: (error) => toast.error(errorText(error, 'profile.saveFailed')),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <TextField
        label={t('profile.fullName')}
        autoComplete="name"
        value={fullName}
        maxLength={FULL_NAME_MAX}
        onChange={(event) => setFullName(event.target.value)}
      />
      <TextField
        label={t('profile.email')}
        type="email"
        value={user.user_email}
        readOnly
        aria-readonly
        className="[&_input]:text-muted"
      />
      <div className="flex justify-end gap-2">
        <Button
          variant="secondary"
          disabled={!changed || update.isPending}
          onClick={() => setFullName(saved)}
        >
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={!changed || update.isPending} aria-busy={update.isPending}>
          {update.isPending ? <Spinner /> : null}
          {update.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
