import type { TErrorCode } from '@transcribe/contract';

export type ErrorCode = TErrorCode;

/**
 * A failure a person should be told about: a stable code from the contract (the web app translates it)
 * and an English message as the fallback. It knows nothing of HTTP: http/error-status.ts maps codes to
 * statuses.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const SESSION_EXPIRED = 'Session expired or invalid. Please log in again.';
export const sessionExpired = () => new AppError('UNAUTHENTICATED', SESSION_EXPIRED);
export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found.`);
export const accountDisabled = () =>
  new AppError('ACCOUNT_DISABLED', 'This account is disabled. Please ask an administrator.');
