import type { TRetention } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import { insertAuditEntry } from '../../db/repositories/audit-log.js';
import { retentionOf, setRetention } from '../../db/repositories/retention.js';
import type { UserRow } from '../../db/schema.js';
import { notFound } from '../../domain/app-error.js';

/** An administrator reads any user's retention rule (their personal files'). */
export async function userRetentionAsAdmin(ctx: AppContext, id: number): Promise<TRetention> {
  const rule = await retentionOf(ctx.db, { userId: id });
  if (!rule) throw notFound('User');
  return rule;
}

/** An administrator sets any user's retention rule; the change and its audit entry go in one transaction. */
export async function setUserRetentionAsAdmin(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  rule: TRetention,
): Promise<TRetention> {
  const before = await userRetentionAsAdmin(ctx, id);
  await ctx.db.transaction().execute(async (trx) => {
    await setRetention(trx, { userId: id }, rule);
    await insertAuditEntry(trx, {
      actor_id: admin.id,
      actor_email: admin.email,
      action: 'user.retention',
      target: `user:${id}`,
      details: JSON.stringify({ before, after: rule }),
    });
  });
  return userRetentionAsAdmin(ctx, id);
}
