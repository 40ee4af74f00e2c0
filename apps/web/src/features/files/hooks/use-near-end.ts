import { useEffect } from 'react';

/** How close to the last loaded row the list may be drawn before the next page is asked for. */
const NEAR_END_ROWS = 20;

/**
 * Calls `load` once the virtualiser draws a row within NEAR_END_ROWS of the end of what is loaded (again
 * after each page, while that is still so); `load` is undefined when there is nothing to ask for.
 */
export function useNearEnd(lastDrawn: number | undefined, count: number, load: (() => void) | undefined) {
  useEffect(() => {
    if (load && lastDrawn !== undefined && lastDrawn >= count - NEAR_END_ROWS) load();
  }, [lastDrawn, count, load]);
}
