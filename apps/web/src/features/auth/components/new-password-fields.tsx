import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/ui/password-field';

/** A new password and its confirmation, as sign-up and the reset page ask for them. */
export function NewPasswordFields({
  label,
  password,
  confirm,
  errors,
  onPassword,
  onConfirm,
}: {
  label: string;
  password: string;
  confirm: string;
  errors: { password?: string | undefined; confirm?: string | undefined };
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        required
        value={password}
        error={errors.password}
        onChange={(event) => onPassword(event.target.value)}
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        required
        value={confirm}
        error={errors.confirm}
        onChange={(event) => onConfirm(event.target.value)}
      />
    </>
  );
}
