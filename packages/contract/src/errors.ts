import { z } from 'zod';

/**
 * Every error code the API sends. The web app translates a code; the English message beside it is the
 * fallback. The HTTP status of each is the server's business (its HTTP layer maps them).
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'INVALID_REFRESH_TOKEN',
  'WRONG_PASSWORD',
  'FORBIDDEN',
  'NOT_FOUND',
  'EMAIL_TAKEN',
  'FOLDER_NAME_TAKEN',
  'ROOT_FOLDER_LOCKED',
  'FOLDER_CYCLE',
  'FOLDER_TOO_DEEP',
  'UNSUPPORTED_MEDIA',
  'RANGE_NOT_SATISFIABLE',
  'DAILY_LIMIT_REACHED',
  'MODEL_LANGUAGE_UNSUPPORTED',
  'TRANSCRIPT_NOT_READY',
  'TRANSCRIPT_NOT_CANCELLABLE',
  'TRANSCRIPT_NOT_RETRYABLE',
  'UNSUPPORTED_EXPORT_FORMAT',
  'NO_AUDIO_TRACK',
  'INVALID_RESET_TOKEN',
  'PAYLOAD_TOO_LARGE',
  'MEDIA_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'WEBHOOK_ADDRESS_REFUSED',
  'GOOGLE_NOT_CONFIGURED',
  'GOOGLE_SIGN_IN_FAILED',
  'GOOGLE_SIGN_IN_CANCELLED',
  'INTERNAL',
] as const;
export const ZErrorCode = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCode>;
