import { ZNewPassword } from '@transcribe/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useChangePassword } from '@/api/user/change-password';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { useErrorText } from '@/lib/error-text';

interface Errors {
  current?: string | undefined;
  next?: string | undefined;
}

export function PasswordForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const change = useChangePassword();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {
      current: current ? undefined : t('profile.password.currentRequired'),
      next: ZNewPassword.safeParse(next).success ? undefined : t('validation.passwordLength', { count: 8 }),
    };
    setErrors(found);
    if (found.current || found.next) return;
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          toast.success(t('profile.password.changed'));
        },
        onError: (error) => {
          const message = errorText(error, 'profile.password.failed');
          // A wrong current password belongs next to that field.
          if (error instanceof ApiError && error.code === 'WRONG_PASSWORD') setErrors({ current: message });
          else toast.error(message);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <PasswordField
        label={t('profile.password.current')}
        autoComplete="current-password"
        value={current}
        error={errors.current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <PasswordField
        label={t('profile.password.new')}
        autoComplete="new-password"
        value={next}
        error={errors.next}
        onChange={(event) => setNext(event.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
          {change.isPending ? <Spinner /> : null}
          {change.isPending ? t('profile.saving') : t('profile.password.submit')}
        </Button>
      </div>
    </form>
  );
}
