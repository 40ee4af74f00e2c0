/** Codes the client itself assigns, beside the server's stable codes. */
export const CLIENT_CODES = {
  network: 'NETWORK_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

/**
 * A failed API call. `code` is the server's stable error code (or a client code); `serverMessage` is the
 * server's English message, shown only when the code has no translation.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;

  constructor(options: { status: number; code?: string | undefined; serverMessage?: string | undefined }) {
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
