import type { Updateable } from 'kysely';
import type { Db } from '../database.js';
import type { ImportRow, ImportsTable } from '../schema.js';

export function insertImport(
  db: Db,
  values: { userId: number; url: string; request: string; now: string },
): Promise<ImportRow> {
  return db
    .insertInto('imports')
    .values({
      user_id: values.userId,
      url: values.url,
      request: values.request,
      status: 'importing',
      error_code: null,
      error_message: null,
      total_bytes: null,
      audio_id: null,
      duplicate_of: null,
      created_at: values.now,
      updated_at: values.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One of the user's imports; undefined for anyone else's. */
export function importOf(db: Db, userId: number, id: number): Promise<ImportRow | undefined> {
  return db
    .selectFrom('imports')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The user's newest imports first. */
export function recentImports(db: Db, userId: number, limit: number): Promise<ImportRow[]> {
  return db
    .selectFrom('imports')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function updateImport(
  db: Db,
  id: number,
  changes: Omit<Updateable<ImportsTable>, 'id' | 'user_id'>,
): Promise<ImportRow> {
  return db
    .updateTable('imports')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * How far an import's download is; nothing once it has ended (a late count never overwrites the end). The
 * row as it is now, or undefined when it had ended.
 */
export function noteImportProgress(db: Db, id: number, received: number): Promise<ImportRow | undefined> {
  return db
    .updateTable('imports')
    .set({ received_bytes: received, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'importing')
    .returningAll()
    .executeTakeFirst();
}

/** Imports changed at or after `since` (ISO), oldest change first; with `userId`, that user's only. */
export function importsChangedSince(db: Db, since: string, userId?: number): Promise<ImportRow[]> {
  let query = db.selectFrom('imports').selectAll().where('updated_at', '>=', since);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.orderBy('updated_at').execute();
}

/** The user's imports still downloading. */
export function runningImports(db: Db, userId: number): Promise<ImportRow[]> {
  return db
    .selectFrom('imports')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'importing')
    .orderBy('id')
    .execute();
}
