/** Stable error codes: the web app translates these; the English message is the fallback. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_REFRESH_TOKEN: 401,
  WRONG_PASSWORD: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  FOLDER_NAME_TAKEN: 409,
  ROOT_FOLDER_LOCKED: 400,
  FOLDER_CYCLE: 400,
  FOLDER_TOO_DEEP: 400,
  UNSUPPORTED_MEDIA: 415,
  RANGE_NOT_SATISFIABLE: 416,
  DAILY_LIMIT_REACHED: 429,
  MODEL_LANGUAGE_UNSUPPORTED: 400,
  TRANSCRIPT_NOT_READY: 409,
  TRANSCRIPT_NOT_CANCELLABLE: 409,
  TRANSCRIPT_NOT_RETRYABLE: 409,
  UNSUPPORTED_EXPORT_FORMAT: 400,
  NO_AUDIO_TRACK: 400,
  INVALID_RESET_TOKEN: 400,
  PAYLOAD_TOO_LARGE: 413,
  MEDIA_TOO_LONG: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  WEBHOOK_ADDRESS_REFUSED: 400,
  GOOGLE_NOT_CONFIGURED: 503,
  GOOGLE_SIGN_IN_FAILED: 502,
  GOOGLE_SIGN_IN_CANCELLED: 400,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const SESSION_EXPIRED = 'Session expired or invalid. Please log in again.';
export const sessionExpired = () => new AppError('UNAUTHENTICATED', SESSION_EXPIRED);
export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found.`);
