import type { TTranscriptStatus } from '@transcribe/contract';

/**
 * How the app treats a transcript: one class per server status (queued and transcribing are both in
 * progress), plus `notInitiated`, a file with no transcript yet.
 */
export type StatusClass = 'ready' | 'failed' | 'cancelled' | 'inProgress' | 'notInitiated';

const CLASS_OF: Record<TTranscriptStatus, StatusClass> = {
  queued: 'inProgress',
  transcribing: 'inProgress',
  completed: 'ready',
  failed: 'failed',
  cancelled: 'cancelled',
};

/** The class of a transcript's status; no transcript (undefined) is `notInitiated`. */
export function statusClass(status: TTranscriptStatus | undefined): StatusClass {
  return status === undefined ? 'notInitiated' : CLASS_OF[status];
}

/** A status after which progress no longer changes. */
export function isFinalStatus(status: TTranscriptStatus): boolean {
  return status === 'completed' || status === 'failed' || status === 'cancelled';
}
