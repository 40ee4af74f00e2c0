/** A failure with a message for the user; `retryable` when another attempt may succeed (a crash, a timeout). */
export class PipelineError extends Error {
  readonly retryable: boolean;

  constructor(message: string, options: { retryable?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.retryable = options.retryable ?? false;
  }
}
