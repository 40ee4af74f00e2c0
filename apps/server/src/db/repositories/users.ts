import type { Db } from '../database.js';
import type { UserRow } from '../schema.js';

const now = () => new Date().toISOString();

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A new account, on `plan`, always with its top-level folder 'root' (Recent Files): both or neither are
 * written. The install's first account administers it and starts on premium (the owner is never held to
 * their own install's Free plan).
 */
export function insertUserWithRoot(
  db: Db,
  user: { email: string; passwordHash: string | null; fullName?: string | null; plan: 'free' | 'premium' },
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const created = now();
    const anyone = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    const row = await trx
      .insertInto('users')
      .values({
        email: user.email.toLowerCase(),
        password_hash: user.passwordHash,
        full_name: user.fullName ?? null,
        username: null,
        plan: anyone ? user.plan : 'premium',
        created_at: created,
        is_admin: anyone ? 0 : 1,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('folders')
      .values({ user_id: row.id, name: 'root', parent_id: null, created_at: created })
      .execute();
    return row;
  });
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<Pick<UserRow, 'full_name' | 'password_hash' | 'plan' | 'disabled_at'>>,
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** Whether the account exists and works: undefined when it is gone, else when it was disabled (or null). */
export async function accountStanding(
  db: Db,
  id: number,
): Promise<{ disabled_at: string | null } | undefined> {
  return db.selectFrom('users').select('disabled_at').where('id', '=', id).executeTakeFirst();
}
