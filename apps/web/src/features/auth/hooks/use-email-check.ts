import { ZEmail } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';

/** The e-mail rule of the contract, with the message in the user's language. */
export function useEmailCheck() {
  const { t } = useTranslation();
  return (email: string): string | undefined => {
    if (!email.trim()) return t('validation.emailRequired');
    if (!ZEmail.safeParse(email).success) return t('validation.emailInvalid');
    return undefined;
  };
}
