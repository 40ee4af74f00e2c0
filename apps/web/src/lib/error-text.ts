import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-error';

/**
 * What the user reads when a call fails: the translation of the server's code when there is one, else
 * the server's own message, else the call's fallback text, else the unknown-error text.
 */
export function useErrorText() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown, fallbackKey = 'errors.unknown'): string => {
      if (error instanceof ApiError) {
        if (error.code && i18n.exists(`errors.${error.code}`)) return t(`errors.${error.code}`);
        if (error.serverMessage) return error.serverMessage;
      }
      return t(fallbackKey);
    },
    [t, i18n],
  );
}
