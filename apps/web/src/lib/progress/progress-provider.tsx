import { type ReactNode, useState } from 'react';
import { ProgressContext } from './progress-context';
import { ProgressStore } from './progress-store';
import { type StreamCallbacks, useProgressStream } from './use-progress-stream';

/**
 * One event stream per signed-in user for the dashboard: open while it is mounted, closed on leaving.
 * `onFinished` runs once per transcript that completes, fails or is cancelled.
 */
export function ProgressProvider({ children, ...callbacks }: StreamCallbacks & { children: ReactNode }) {
  const [store] = useState(() => new ProgressStore());
  useProgressStream(store, callbacks);
  return <ProgressContext.Provider value={store}>{children}</ProgressContext.Provider>;
}
