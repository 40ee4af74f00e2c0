import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '@/api/auth/request-password-reset';
import { Notice } from '@/components/ui/notice';
import { isServerAnswer } from '@/lib/api-error';
import { useErrorText } from '@/lib/error-text';
import { useEmailCheck } from '../hooks/use-email-check';
import { BackToSignIn } from './back-to-sign-in';
import { EmailField } from './email-field';
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
        <Notice tone="error">
          {errorText(
            mutation.error,
            isServerAnswer(mutation.error) ? 'errors.resetLinkFailed' : 'errors.resetLinkUnknown',
          )}
        </Notice>
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <EmailField value={email} error={error} onChange={setEmail} />
        <SubmitButton busy={mutation.isPending} label={t('auth.sendResetLink')} />
      </form>
      <BackToSignIn onBack={onBack} />
    </div>
  );
}
