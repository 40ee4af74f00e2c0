import type { AppContext } from '../../app-context.js';
import { insertAuditEntry } from '../../db/repositories/audit-log.js';
import type { UserRow } from '../../db/schema.js';
import { AppError } from '../../domain/app-error.js';
import { setPinnedMode } from '../core/default-mode.js';

/**
 * An administrator pins the mode every upload starts with (null: the most accurate one installed for the
 * language). It must be offered now; a pinned mode later removed is passed over until it is back. Audited.
 */
export async function pinDefaultMode(
  ctx: AppContext,
  admin: UserRow,
  modeId: number | null,
): Promise<number | null> {
  const entry = modeId === null ? undefined : ctx.catalogue.entry(modeId);
  if (modeId !== null && !entry)
    throw new AppError('VALIDATION_FAILED', 'This transcription model is not available on this server.');
  await ctx.db.transaction().execute(async (trx) => {
    await setPinnedMode(trx, modeId);
    await insertAuditEntry(trx, {
      actor_id: admin.id,
      actor_email: admin.email,
      action: 'mode.pin',
      target: modeId === null ? 'mode:most-accurate' : `mode:${modeId}`,
      details: JSON.stringify({ name: entry?.name ?? null }),
    });
  });
  return modeId;
}
