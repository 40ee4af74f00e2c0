import { createContext, useContext, useSyncExternalStore } from 'react';
import type { TranscriptProgress } from './progress-event';
import type { ProgressStore } from './progress-store';

export const ProgressContext = createContext<ProgressStore | null>(null);

/** What the event stream last said about this transcript (undefined: nothing yet, or no stream here). */
export function useLiveProgress(id: number | undefined): TranscriptProgress | undefined {
  const store = useContext(ProgressContext);
  return useSyncExternalStore(
    (listener) => store?.subscribe(listener) ?? (() => undefined),
    () => (id === undefined ? undefined : store?.get(id)),
  );
}
