import { useEffect, useState } from 'react';
import { readStoredProgress, storeProgress } from './progress-storage';

/** The spec's animation tick: 40 ms, 100 ms in a file row. */
export const FILE_ITEM_TICK_MS = 100;

/**
 * The percent to show while a transcript runs: it rises by 1 per tick up to `target` and never goes
 * backwards, across reloads too (it starts from what this browser showed last).
 */
export function useDisplayedProgress(id: number, target: number, tickMs = 40): number {
  const [shown, setShown] = useState(() => Math.max(readStoredProgress(id) ?? target, 0));
  const goal = Math.min(100, Math.max(target, 0));

  useEffect(() => {
    if (shown >= goal) return;
    const timer = setTimeout(() => setShown((value) => Math.min(goal, value + 1)), tickMs);
    return () => clearTimeout(timer);
  }, [shown, goal, tickMs]);

  useEffect(() => storeProgress(id, shown), [id, shown]);
  return Math.floor(shown);
}
