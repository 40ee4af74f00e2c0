import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, CLIENT_CODES, type ErrorCode } from './api-error';

const CLIENT_CODE_SET: ReadonlySet<ErrorCode> = new Set(Object.values(CLIENT_CODES));

/**
 * What the user reads when a call fails: the translation of the server's code when there is one, else
 * the server's own message, else the call's fallback text, else the unknown-error text. When the server
 * said nothing (network failure, an unreadable answer), the call's own text says what failed.
 */
export function useErrorText() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown, fallbackKey = 'errors.unknown', values?: Record<string, unknown>): string => {
      if (error instanceof ApiError) {
        const clientCode = error.code !== undefined && CLIENT_CODE_SET.has(error.code);
        if (clientCode && fallbackKey !== 'errors.unknown') return t(fallbackKey, values);
        if (error.code && i18n.exists(`errors.${error.code}`)) return t(`errors.${error.code}`);
        if (error.serverMessage) return error.serverMessage;
      }
      return t(fallbackKey, values);
    },
    [t, i18n],
  );
}
