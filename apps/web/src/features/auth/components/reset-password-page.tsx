import { useMutation } from '@tanstack/react-query';
import { ZNewPassword } from '@transcribe/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { confirmPasswordReset } from '@/api/auth/confirm-password-reset';
import { AuthFrame } from '@/components/auth-frame';
import { Notice } from '@/components/ui/notice';
import { useErrorText } from '@/lib/error-text';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';

/** /reset-password?token=…: the page the e-mailed link opens. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string | undefined; confirm?: string | undefined }>({});
  const mutation = useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: () => navigate('/login', { replace: true, state: { passwordChanged: true } }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      password: ZNewPassword.safeParse(password).success
        ? undefined
        : t('validation.passwordLength', { count: 8 }),
      confirm: confirm === password ? undefined : t('validation.passwordsMismatch'),
    };
    setErrors(next);
    if (!next.password && !next.confirm) mutation.mutate({ token, password });
  }

  return (
    <AuthFrame title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {token ? (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {mutation.isError ? (
            <Notice tone="error">{errorText(mutation.error, 'errors.resetPassword')}</Notice>
          ) : null}
          <NewPasswordFields
            label={t('reset.newPassword')}
            password={password}
            confirm={confirm}
            errors={errors}
            onPassword={setPassword}
            onConfirm={setConfirm}
          />
          <SubmitButton busy={mutation.isPending} label={t('reset.submit')} />
        </form>
      ) : (
        <Notice tone="error">{t('errors.INVALID_RESET_TOKEN')}</Notice>
      )}
      <Link to="/login" className="mx-auto text-sm font-medium text-accent-text hover:underline">
        {t('auth.backToSignIn')}
      </Link>
    </AuthFrame>
  );
}
