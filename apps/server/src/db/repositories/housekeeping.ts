import type { Db } from '../database.js';

/**
 * Deletes what can no longer be used: refresh tokens past their expiry, password reset links expired or
 * used, and Google sign-in requests older than `oidcCutoff` (abandoned half-way). Returns the counts.
 */
export async function purgeExpiredCredentials(
  db: Db,
  now: string,
  oidcCutoff: string,
): Promise<{ refreshTokens: number; passwordResets: number; signInRequests: number }> {
  const tokens = await db.deleteFrom('refresh_tokens').where('expires_at', '<', now).executeTakeFirst();
  const resets = await db
    .deleteFrom('password_resets')
    .where((eb) => eb.or([eb('expires_at', '<', now), eb('used_at', 'is not', null)]))
    .executeTakeFirst();
  const requests = await db
    .deleteFrom('oidc_requests')
    .where('created_at', '<', oidcCutoff)
    .executeTakeFirst();
  return {
    refreshTokens: Number(tokens.numDeletedRows),
    passwordResets: Number(resets.numDeletedRows),
    signInRequests: Number(requests.numDeletedRows),
  };
}

/** Of these transcript ids, those still being worked on (their work folder may be in use). */
export async function transcribingAmong(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('transcripts')
    .select('id')
    .where('id', 'in', ids)
    .where('status', '=', 'transcribing')
    .execute();
  return new Set(rows.map((row) => row.id));
}
