import { useMutation } from '@tanstack/react-query';
import { ZNewPassword } from '@transcribe/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signUp } from '@/api/user/sign-up';
import { Notice } from '@/components/ui/notice';
import { isServerAnswer } from '@/lib/api-error';
import { useErrorText } from '@/lib/error-text';
import { useEmailCheck } from '../hooks/use-email-check';
import { BackToSignIn } from './back-to-sign-in';
import { EmailField } from './email-field';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';

interface Errors {
  email?: string | undefined;
  password?: string | undefined;
  confirm?: string | undefined;
}

export function SignUpForm({ onDone, onBack }: { onDone: (email: string) => void; onBack: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const checkEmail = useEmailCheck();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: signUp,
    onSuccess: () => onDone(email.trim()),
    onError: (error) =>
      setFailure(errorText(error, isServerAnswer(error) ? 'errors.signUpFailed' : 'errors.signUpUnknown')),
  });

  function validate(): Errors {
    let passwordError: string | undefined;
    if (!password) passwordError = t('validation.passwordRequired');
    else if (!ZNewPassword.safeParse(password).success)
      passwordError = t('validation.passwordLength', { count: 8 });
    let confirmError: string | undefined;
    if (!confirm) confirmError = t('validation.confirmRequired');
    else if (confirm !== password) confirmError = t('validation.passwordsMismatch');
    return { email: checkEmail(email), password: passwordError, confirm: confirmError };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    setFailure(null);
    if (next.email || next.password || next.confirm) return;
    mutation.mutate({ user_email: email.trim(), user_password: password });
  }

  return (
    <div className="flex flex-col gap-4">
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <EmailField value={email} error={errors.email} onChange={setEmail} />
        <NewPasswordFields
          label={t('auth.password')}
          password={password}
          confirm={confirm}
          errors={errors}
          onPassword={setPassword}
          onConfirm={setConfirm}
        />
        <SubmitButton busy={mutation.isPending} label={t('auth.signUp')} />
      </form>
      <BackToSignIn onBack={onBack} />
    </div>
  );
}
