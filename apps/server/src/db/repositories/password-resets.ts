import type { Db } from '../database.js';

const now = () => new Date().toISOString();

export async function insertPasswordReset(
  db: Db,
  reset: { userId: number; tokenHash: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      user_id: reset.userId,
      token_hash: reset.tokenHash,
      expires_at: reset.expiresAt,
      used_at: null,
      created_at: now(),
    })
    .execute();
}

/** Uses a reset token once: returns its user when it was unused and unexpired, else undefined. */
export async function consumePasswordReset(db: Db, tokenHash: string): Promise<number | undefined> {
  const at = now();
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}
