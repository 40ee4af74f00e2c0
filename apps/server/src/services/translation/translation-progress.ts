import type { TTranslationEvent } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import type { TranscriptAudience } from '../../db/repositories/transcripts.js';
import { translationsChangedSince } from '../../db/repositories/translations.js';
import { translationEventOf } from '../../events/translation-change.js';

/** Calls `listener` with every translation event for `audience` until the returned function is called. */
export function subscribeToTranslations(
  ctx: AppContext,
  audience: TranscriptAudience,
  listener: (event: TTranslationEvent) => void,
): () => void {
  return ctx.events.subscribeTranslations(audience, listener);
}

/**
 * What a new stream tells of translations: those running now; for a browser reconnecting with the id of
 * the last event it saw (a time in ms), every one that changed since (so it hears what finished meanwhile).
 */
export async function startingTranslations(
  ctx: AppContext,
  audience: TranscriptAudience,
  lastEventId: number,
): Promise<TTranslationEvent[]> {
  const reconnecting = Number.isFinite(lastEventId) && lastEventId > 0;
  const since = reconnecting ? new Date(lastEventId - 2000).toISOString() : '';
  const rows = await translationsChangedSince(ctx.db, since, audience);
  return rows
    .filter((row) => reconnecting || row.status === 'queued' || row.status === 'running')
    .map(translationEventOf);
}
