import type { TProgressEvent } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import {
  activeTranscripts,
  type TranscriptAudience,
  transcriptsChangedSince,
} from '../../db/repositories/transcripts.js';
import { workspacesOfUser } from '../../db/repositories/workspaces.js';

/** Whose progress a user's stream carries: their own transcripts', and those of their workspaces' files. */
export async function progressAudience(ctx: AppContext, userId: number): Promise<TranscriptAudience> {
  const workspaces = await workspacesOfUser(ctx.db, userId);
  return { userId, workspaceIds: workspaces.map((w) => w.id) };
}

/**
 * Calls `listener` with every progress event for `audience` until the returned function is called. The
 * workspaces are those of when the stream opened: one joined later is heard after the browser reconnects,
 * and a member removed meanwhile hears no more than transcript ids and percentages until then.
 */
export function subscribeToProgress(
  ctx: AppContext,
  audience: TranscriptAudience,
  listener: (event: TProgressEvent) => void,
): () => void {
  return ctx.events.subscribe(audience, listener);
}

/**
 * What a new event stream starts with: the user's running transcriptions; or, for a browser reconnecting
 * with the id of the last event it saw (a time in ms), every transcript that changed since then (2 s of
 * margin for clocks of other processes), so it also hears what finished while it was away.
 */
export async function startingProgress(
  ctx: AppContext,
  audience: TranscriptAudience,
  lastEventId: number,
): Promise<TProgressEvent[]> {
  const rows =
    Number.isFinite(lastEventId) && lastEventId > 0
      ? await transcriptsChangedSince(ctx.db, new Date(lastEventId - 2000).toISOString(), audience)
      : await activeTranscripts(ctx.db, audience);
  return rows.map((t) => ({ id: t.id, status: t.status, progress: Math.floor(t.progress) }));
}
