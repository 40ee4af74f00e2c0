import type { Db } from '../database.js';
import type { SavedViewRow } from '../schema.js';

/** The user's saved views, by name. */
export function savedViewsOf(db: Db, userId: number): Promise<SavedViewRow[]> {
  return db.selectFrom('saved_views').selectAll().where('user_id', '=', userId).orderBy('name').execute();
}

/** The user's view of this id; undefined for anyone else's. */
export function findSavedView(db: Db, userId: number, id: number): Promise<SavedViewRow | undefined> {
  return db
    .selectFrom('saved_views')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function insertSavedView(
  db: Db,
  values: Pick<SavedViewRow, 'user_id' | 'name' | 'query'>,
): Promise<SavedViewRow> {
  return db
    .insertInto('saved_views')
    .values({ ...values, created_at: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateSavedView(
  db: Db,
  id: number,
  changes: Partial<Pick<SavedViewRow, 'name' | 'query'>>,
): Promise<void> {
  await db.updateTable('saved_views').set(changes).where('id', '=', id).execute();
}

export async function deleteSavedView(db: Db, id: number): Promise<void> {
  await db.deleteFrom('saved_views').where('id', '=', id).execute();
}
