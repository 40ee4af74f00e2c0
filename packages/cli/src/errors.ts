/**
 * Exit codes scripts can rely on (also in `transcribe --help` and docs/cli.md):
 * 0 everything worked; 1 some files failed (refused by the server, transcription failed); 2 usage error;
 * 3 not logged in, or the server refused the API key; 4 the server could not be reached.
 */
export const EXIT = {
  ok: 0,
  failed: 1,
  usage: 2,
  auth: 3,
  unreachable: 4,
  interrupted: 130,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A failure that ends the command with `exitCode`; `message` is what the user reads. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export const usageError = (message: string) => new CliError(message, EXIT.usage, 'USAGE');

export const notLoggedIn = () =>
  new CliError(
    'Not logged in: run `transcribe login --url URL --api-key KEY` first.',
    EXIT.auth,
    'NOT_LOGGED_IN',
  );

export const unreachable = (url: string, cause: unknown) =>
  new CliError(
    `Cannot reach the server at ${url}${cause instanceof Error && cause.message ? ` (${causeText(cause)})` : ''}.`,
    EXIT.unreachable,
    'UNREACHABLE',
  );

function causeText(error: Error): string {
  for (const candidate of [error.cause, error])
    if (candidate instanceof Error && 'code' in candidate && typeof candidate.code === 'string')
      return candidate.code;
  return error.message;
}

/** The failure of one file does not stop the others; the command then ends with EXIT.failed. */
export const fileFailure = (message: string, code?: string) => new CliError(message, EXIT.failed, code);

/** The exit code of any error: a CliError's own, else a failure. */
export const exitCodeOf = (error: unknown): ExitCode =>
  error instanceof CliError ? error.exitCode : EXIT.failed;

/** The one line a user reads for an error. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
