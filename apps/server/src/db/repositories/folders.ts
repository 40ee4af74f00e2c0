import type { Db } from '../database.js';
import type { FolderRow } from '../schema.js';

/** The user's own folders (not those of workspaces, whoever made them). */
export function listFolders(db: Db, userId: number): Promise<FolderRow[]> {
  return db
    .selectFrom('folders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('workspace_id', 'is', null)
    .orderBy('id')
    .execute();
}

/** How many files each of `folderIds` holds itself (folders without files are absent). */
export async function fileCountsByFolder(db: Db, folderIds: number[]): Promise<Map<number, number>> {
  if (folderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('audio')
    .select(['folder_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('folder_id', 'in', folderIds)
    .groupBy('folder_id')
    .execute();
  return new Map(rows.map((row) => [row.folder_id, Number(row.n)]));
}

/** A workspace's folders, its top folder among them. */
export function workspaceFolders(db: Db, workspaceId: number): Promise<FolderRow[]> {
  return db.selectFrom('folders').selectAll().where('workspace_id', '=', workspaceId).orderBy('id').execute();
}

export function findRootFolder(db: Db, userId: number): Promise<FolderRow | undefined> {
  return db
    .selectFrom('folders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('parent_id', 'is', null)
    .where('workspace_id', 'is', null)
    .executeTakeFirst();
}

/** A new folder made by the user, their own or (with `workspaceId`) the workspace's; a null parent: a top folder. */
export function insertFolder(
  db: Db,
  userId: number,
  name: string,
  parentId: number | null,
  workspaceId: number | null = null,
): Promise<FolderRow> {
  return db
    .insertInto('folders')
    .values({
      user_id: userId,
      name,
      parent_id: parentId,
      workspace_id: workspaceId,
      created_at: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateFolder(
  db: Db,
  id: number,
  changes: Partial<Pick<FolderRow, 'name' | 'parent_id' | 'summary_template' | 'vocabulary'>>,
): Promise<void> {
  await db.updateTable('folders').set(changes).where('id', '=', id).execute();
}

/**
 * Deletes these folders and every file in them (whoever uploaded it), in one transaction; returns the files'
 * media keys (journaled for removal by the same transaction, see migration 0010).
 */
export function deleteFolderRows(db: Db, ids: number[]): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const audio = await trx
      .deleteFrom('audio')
      .where('folder_id', 'in', ids)
      .returning('storage_key')
      .execute();
    await trx.deleteFrom('folders').where('id', 'in', ids).execute();
    return audio.map((a) => a.storage_key);
  });
}
