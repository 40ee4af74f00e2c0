import { sql } from 'kysely';
import type { Db } from '../database.js';
import type { ApiKeyRow } from '../schema.js';

export function insertApiKey(
  db: Db,
  values: { user_id: number; name: string; prefix: string; key_hash: string; read_only: number },
): Promise<ApiKeyRow> {
  return db
    .insertInto('api_keys')
    .values({ ...values, created_at: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The user's keys that still work, newest first. */
export function activeApiKeys(db: Db, userId: number): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes the user's working key; its name, or undefined when the user has no such key. */
export function revokeApiKeyRow(db: Db, userId: number, id: number): Promise<{ name: string } | undefined> {
  return db
    .updateTable('api_keys')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('name')
    .executeTakeFirst();
}

/**
 * Counts one request on the working key with this hash and returns its owner, whether it is read-only, and the
 * requests counted in the current window (a new window starts `windowMs` after the last one began). One atomic update, so API
 * processes sharing the database share the count; undefined for an unknown or revoked key.
 */
export async function useApiKey(
  db: Db,
  keyHash: string,
  windowMs: number,
): Promise<{ id: number; user_id: number; window_count: number; read_only: number } | undefined> {
  const now = new Date();
  const at = now.toISOString();
  const windowOpen = new Date(now.getTime() - windowMs).toISOString();
  const current = sql<boolean>`window_started_at > ${windowOpen}`;
  return db
    .updateTable('api_keys')
    .set({
      window_count: sql`case when ${current} then window_count + 1 else 1 end`,
      window_started_at: sql`case when ${current} then window_started_at else ${at} end`,
      last_used_at: at,
    })
    .where('key_hash', '=', keyHash)
    .where('revoked_at', 'is', null)
    .returning(['id', 'user_id', 'window_count', 'read_only'])
    .executeTakeFirst();
}
