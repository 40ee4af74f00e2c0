/**
 * A failure of a pipeline step. `retryable` tells the job queue whether another attempt can succeed
 * (a killed process, a busy engine) or never will (the file has no audio): the message of a
 * non-retryable error is shown to the user as the transcript's failure reason.
 */
export class PipelineError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'PipelineError';
  }
}

export const NO_AUDIO_TRACK = 'The file has no audio track.';

/** Thrown by steps that stop because their AbortSignal fired; the caller decides what cancellation means. */
export function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The operation was aborted.', 'AbortError');
}
