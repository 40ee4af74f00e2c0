import type { Db } from '../database.js';
import type { FolderRow } from '../schema.js';

export function listFolders(db: Db, userId: number): Promise<FolderRow[]> {
  return db.selectFrom('folders').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** The user's folder by id; another user's folder is as missing as a nonexistent one. */
export function findFolder(db: Db, userId: number, id: number): Promise<FolderRow | undefined> {
  return db
    .selectFrom('folders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findRootFolder(db: Db, userId: number): Promise<FolderRow | undefined> {
  return db
    .selectFrom('folders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('parent_id', 'is', null)
    .executeTakeFirst();
}

export function insertFolder(db: Db, userId: number, name: string, parentId: number): Promise<FolderRow> {
  return db
    .insertInto('folders')
    .values({ user_id: userId, name, parent_id: parentId, created_at: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateFolder(
  db: Db,
  id: number,
  changes: Partial<Pick<FolderRow, 'name' | 'parent_id'>>,
): Promise<void> {
  await db.updateTable('folders').set(changes).where('id', '=', id).execute();
}

/**
 * Deletes these folders of the user and every file in them, in one transaction; returns the files' media
 * keys (journaled for removal by the same transaction, see migration 0010).
 */
export function deleteFolderRows(db: Db, userId: number, ids: number[]): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const audio = await trx
      .deleteFrom('audio')
      .where('user_id', '=', userId)
      .where('folder_id', 'in', ids)
      .returning('storage_key')
      .execute();
    await trx.deleteFrom('folders').where('id', 'in', ids).where('user_id', '=', userId).execute();
    return audio.map((a) => a.storage_key);
  });
}
