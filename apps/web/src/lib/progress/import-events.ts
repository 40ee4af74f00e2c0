import { type TImport, ZImport } from '@transcribe/contract';
import { eventChannel } from './event-channel';

const imports = eventChannel(ZImport);

/** Called by the progress stream with one `import_progress` event's data; anything else is ignored. */
export const emitImportEvent = imports.emit;

/**
 * Follows imports on the progress stream from now on: `next(id, ms)` is the import's next state told
 * (one told since the last call at once), or undefined when none came within `ms` (the stream may be down:
 * the caller reads it instead). `stop` when done.
 */
export function followImports() {
  const told = new Map<number, TImport>();
  let wake: (() => void) | undefined;
  const stop = imports.on((event) => {
    told.set(event.import_id, event);
    wake?.();
  });
  async function next(id: number, ms: number): Promise<TImport | undefined> {
    const deadline = Date.now() + ms;
    while (!told.has(id) && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now());
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
    const state = told.get(id);
    told.delete(id);
    return state;
  }
  return { next, stop };
}
