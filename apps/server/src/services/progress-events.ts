import type { TProgressEvent } from '@transcribe/contract';
import type { AppContext } from '../app-context.js';
import { activeTranscripts, transcriptsChangedSince } from '../db/repositories/transcripts.js';

/** Calls `listener` with every progress event of the user's transcripts until the returned function is called. */
export function subscribeToProgress(
  ctx: AppContext,
  userId: number,
  listener: (event: TProgressEvent) => void,
): () => void {
  return ctx.events.subscribe(userId, listener);
}

/**
 * What a new event stream starts with: the user's running transcriptions; or, for a browser reconnecting
 * with the id of the last event it saw (a time in ms), every transcript that changed since then (2 s of
 * margin for clocks of other processes), so it also hears what finished while it was away.
 */
export async function startingProgress(
  ctx: AppContext,
  userId: number,
  lastEventId: number,
): Promise<TProgressEvent[]> {
  const rows =
    Number.isFinite(lastEventId) && lastEventId > 0
      ? await transcriptsChangedSince(ctx.db, new Date(lastEventId - 2000).toISOString(), userId)
      : await activeTranscripts(ctx.db, userId);
  return rows.map((t) => ({ id: t.id, status: t.status, progress: Math.floor(t.progress) }));
}
