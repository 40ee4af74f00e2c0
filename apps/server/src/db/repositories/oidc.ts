import type { Db } from '../database.js';

const STATE_TTL_MS = 10 * 60_000;

export async function saveOidcRequest(
  db: Db,
  request: { state: string; codeVerifier: string; nonce: string },
): Promise<void> {
  // Abandoned sign-ins leave rows behind; each new one sweeps the stale ones.
  await db
    .deleteFrom('oidc_requests')
    .where('created_at', '<', new Date(Date.now() - STATE_TTL_MS).toISOString())
    .execute();
  await db
    .insertInto('oidc_requests')
    .values({
      state: request.state,
      code_verifier: request.codeVerifier,
      nonce: request.nonce,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** Takes a pending sign-in by its state, once; undefined when unknown or stale. */
export async function takeOidcRequest(db: Db, state: string) {
  const row = await db
    .deleteFrom('oidc_requests')
    .where('state', '=', state)
    .returningAll()
    .executeTakeFirst();
  if (!row || row.created_at < new Date(Date.now() - STATE_TTL_MS).toISOString()) return undefined;
  return row;
}

export function findIdentityUser(db: Db, issuer: string, subject: string) {
  return db
    .selectFrom('user_identities')
    .select('user_id')
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export async function linkIdentity(db: Db, userId: number, issuer: string, subject: string): Promise<void> {
  await db
    .insertInto('user_identities')
    .values({ user_id: userId, issuer, subject, created_at: new Date().toISOString() })
    .execute();
}
