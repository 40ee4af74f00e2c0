/** The spec's per-transcript progress in local storage, so a reload never shows progress going backwards. */
const PREFIX = 'transcriptProgress_';

interface Stored {
  progress: number;
  lastUpdate: number;
}

export function readStoredProgress(id: number): number | undefined {
  try {
    const raw = localStorage.getItem(`${PREFIX}${id}`);
    const value = raw ? (JSON.parse(raw) as Partial<Stored>) : undefined;
    return typeof value?.progress === 'number' ? value.progress : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the highest progress seen; at 100 the entry is removed, there is nothing left to restore. */
export function storeProgress(id: number, progress: number): void {
  try {
    if (progress >= 100) {
      localStorage.removeItem(`${PREFIX}${id}`);
      return;
    }
    if ((readStoredProgress(id) ?? -1) >= progress) return;
    const value: Stored = { progress, lastUpdate: Date.now() };
    localStorage.setItem(`${PREFIX}${id}`, JSON.stringify(value));
  } catch {
    // Storage full or blocked: progress still shows, it is just not restored after a reload.
  }
}

export function forgetProgress(id: number): void {
  try {
    localStorage.removeItem(`${PREFIX}${id}`);
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}
