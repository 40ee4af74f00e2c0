import type { Db } from '../database.js';

const now = () => new Date().toISOString();

export async function insertRefreshToken(
  db: Db,
  token: { userId: number; familyId: string; tokenHash: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: token.userId,
      family_id: token.familyId,
      token_hash: token.tokenHash,
      expires_at: token.expiresAt,
      rotated_at: null,
      revoked_at: null,
      created_at: now(),
    })
    .execute();
}

export function findRefreshToken(db: Db, tokenHash: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks a live token used; false when another request used or revoked it first. */
export async function markRotated(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: now() })
    .where('id', '=', id)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllForUser(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
