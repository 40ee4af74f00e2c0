import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { audienceOfTranscript, type TranslationRow } from '../../db/repositories/translations.js';
import { translationEventOf } from '../../events/translation-change.js';

/**
 * Tells the streams of the transcript's audience the translation's state: in `within`, the transaction
 * that stored it, so it goes out only if that commits (on SQLite the stored row itself is the message).
 */
export async function announceTranslation(ctx: AppContext, row: TranslationRow, within?: Db): Promise<void> {
  const audience = await audienceOfTranscript(within ?? ctx.db, row.transcript_id);
  if (!audience) return;
  await ctx.events.publishTranslation(
    { userId: audience.user_id, workspaceId: audience.workspace_id, event: translationEventOf(row) },
    within,
  );
}
