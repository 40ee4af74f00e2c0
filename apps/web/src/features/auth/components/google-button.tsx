import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getGoogleSignInUrl } from '@/api/auth/google';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isServerAnswer } from '@/lib/api-error';
import { useErrorText } from '@/lib/error-text';
import { GoogleMark } from './google-mark';

/** Asks the server for the provider's address and sends the browser there. */
export function GoogleButton({ onError }: { onError: (message: string) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [redirecting, setRedirecting] = useState(false);

  async function start() {
    setRedirecting(true);
    try {
      window.location.assign(await getGoogleSignInUrl());
    } catch (error) {
      setRedirecting(false);
      onError(errorText(error, isServerAnswer(error) ? 'errors.googleInit' : 'errors.googleInitUnknown'));
    }
  }

  return (
    <Button
      variant="secondary"
      size="lg"
      className="w-full"
      disabled={redirecting}
      onClick={() => void start()}
    >
      {redirecting ? <Spinner /> : <GoogleMark />}
      {redirecting ? t('auth.redirecting') : t('auth.google')}
    </Button>
  );
}
