import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useErrorText } from '../error-text';
import { useSession } from './session-context';

/**
 * Fetches the profile again for fresh usage numbers. A failure is the spec's warning 'Could not update
 * usage data.', with the server's message (else 'Failed to fetch user profile.') beneath it.
 */
export function useUsageRefresh(): () => void {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { refreshUser } = useSession();
  return useCallback(() => {
    refreshUser().catch((error: unknown) =>
      toast.warning(t('progress.usageFailed'), { description: errorText(error, 'errors.profileFetch') }),
    );
  }, [t, errorText, refreshUser]);
}
