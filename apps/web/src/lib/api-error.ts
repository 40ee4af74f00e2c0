import type { TErrorCode } from '@transcribe/contract';

/** Codes the client itself assigns when the server said nothing usable (unreachable, or an unreadable answer). */
export const CLIENT_CODES = {
  network: 'NETWORK_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
} as const;
export type ClientCode = (typeof CLIENT_CODES)[keyof typeof CLIENT_CODES];

/** Codes the client assigns for what one call lacks, each with its own text (errors.<code>). */
export type CallCode =
  | 'LOGIN_NO_TOKEN'
  | 'LOGIN_INVALID_DATA'
  | 'SIGNUP_INVALID_RESPONSE'
  | 'GOOGLE_URL_MISSING'
  | 'UPLOAD_NO_AUDIO_ID'
  | 'FILE_FIELDS_REQUIRED'
  | 'AUDIO_ID_REQUIRED';

/** Every code an `ApiError` carries: the contract's server codes and the client's own. */
export type ErrorCode = TErrorCode | ClientCode | CallCode;

/**
 * A failed API call. `code` is the server's stable error code (or a client code); `serverMessage` is the
 * server's English message, shown only when the code has no translation.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly serverMessage: string | undefined;

  constructor(options: { status: number; code?: ErrorCode | undefined; serverMessage?: string | undefined }) {
    super(options.serverMessage ?? options.code ?? `HTTP ${options.status}`);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.serverMessage = options.serverMessage;
  }
}

/**
 * True when the server answered the call (with an error status or an unreadable body); false for a
 * network failure or an exception in the app, which the spec's "unknown error" texts stand for.
 */
export function isServerAnswer(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code !== CLIENT_CODES.network;
}
