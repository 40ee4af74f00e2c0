import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';

/** The required e-mail field of the sign-in, sign-up and forgot-password forms. */
export function EmailField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
