import { useSyncExternalStore } from 'react';
import type { TimeStore } from './time-store';

/** A value derived from the playing position; the caller redraws only when that value changes. */
export function usePlayerTime<T extends string | number | boolean>(
  store: TimeStore,
  select: (time: number) => T,
) {
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}
