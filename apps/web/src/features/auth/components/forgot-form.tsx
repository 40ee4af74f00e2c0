import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { useErrorText } from '../../../lib/error-text';
import { requestPasswordReset } from '../api/password-reset';
import { useEmailCheck } from '../hooks/use-email-check';
import { BackToSignIn } from './back-to-sign-in';
import { SubmitButton } from './submit-button';

export function ForgotForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const checkEmail = useEmailCheck();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useMutation({ mutationFn: requestPasswordReset });

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkEmail(email);
    setError(problem);
    if (!problem) mutation.mutate(email.trim());
  }

  return (
    <div className="flex flex-col gap-4">
      {mutation.isSuccess ? <Notice tone="success">{t('auth.resetSent')}</Notice> : null}
      {mutation.isError ? (
        <Notice tone="error">{errorText(mutation.error, 'errors.resetLink')}</Notice>
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SubmitButton busy={mutation.isPending} label={t('auth.sendResetLink')} />
      </form>
      <BackToSignIn onBack={onBack} />
    </div>
  );
}
