/** How the app treats a transcript or audio status (compared in lower case, as the spec says). */
export type StatusClass = 'ready' | 'failed' | 'cancelled' | 'inProgress' | 'notInitiated' | 'unavailable';

const IN_PROGRESS = new Set(['pending', 'processing', 'queued', 'transcribing']);

export function statusClass(status: string | null | undefined): StatusClass {
  const value = (status ?? 'pending').toLowerCase();
  if (value === 'completed' || value === 'success') return 'ready';
  if (value === 'failed') return 'failed';
  if (value === 'cancelled') return 'cancelled';
  if (IN_PROGRESS.has(value)) return 'inProgress';
  if (value === 'not_initiated') return 'notInitiated';
  return 'unavailable';
}

/** A status after which progress no longer changes. */
export function isFinalStatus(status: string | null | undefined): boolean {
  return ['completed', 'failed', 'success', 'cancelled'].includes((status ?? '').toLowerCase());
}
