import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '@/api/auth/login';
import { useCapabilities } from '@/api/capabilities/capabilities';
import { Notice } from '@/components/ui/notice';
import { PasswordField } from '@/components/ui/password-field';
import { isServerAnswer } from '@/lib/api-error';
import { useErrorText } from '@/lib/error-text';
import { useSession } from '@/lib/session/session-context';
import { useEmailCheck } from '../hooks/use-email-check';
import { EmailField } from './email-field';
import { GoogleButton } from './google-button';
import { SubmitButton } from './submit-button';

interface Props {
  initialEmail: string;
  notice: string | null;
  initialError: string | null;
  onForgot: () => void;
  onSignUp: () => void;
}

export function SignInForm({ initialEmail, notice, initialError, onForgot, onSignUp }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const errorText = useErrorText();
  const checkEmail = useEmailCheck();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(initialError);
  const googleSignIn = useCapabilities()?.google_sign_in === true;
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (answer) => session.signIn(answer.login, answer.user),
    onError: (error) =>
      setFailure(errorText(error, isServerAnswer(error) ? 'errors.login' : 'errors.loginUnknown')),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      email: checkEmail(email),
      password: password ? undefined : t('validation.passwordRequired'),
    };
    setErrors(next);
    setFailure(null);
    if (next.email || next.password) return;
    mutation.mutate({ login_email: email.trim(), login_password: password });
  }

  return (
    <div className="flex flex-col gap-4">
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <EmailField value={email} error={errors.email} onChange={setEmail} />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="-mt-1 flex justify-end">
          <button
            type="button"
            className="text-sm font-medium text-accent-text hover:underline"
            onClick={onForgot}
          >
            {t('auth.forgotLink')}
          </button>
        </div>
        <SubmitButton busy={mutation.isPending} label={t('auth.signIn')} />
      </form>
      {/* Only when the server has an OpenID Connect provider set up: otherwise it could only fail. */}
      {googleSignIn ? (
        <>
          <div className="flex items-center gap-3 text-xs text-muted uppercase">
            <span className="h-px flex-1 bg-border" />
            {t('auth.or')}
            <span className="h-px flex-1 bg-border" />
          </div>
          <GoogleButton onError={setFailure} />
        </>
      ) : null}
      <p className="text-center text-sm text-muted">
        {t('auth.noAccount')}{' '}
        <button type="button" className="font-medium text-accent-text hover:underline" onClick={onSignUp}>
          {t('auth.signUpLink')}
        </button>
      </p>
    </div>
  );
}
