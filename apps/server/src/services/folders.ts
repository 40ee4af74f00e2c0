import { FOLDER_MAX_DEPTH, type TFolder } from '@transcribe/contract';
import type { AppContext } from '../app-context.js';
import {
  deleteFolderRows,
  findFolder,
  insertFolder,
  listFolders,
  updateFolder,
} from '../db/repositories/folders.js';
import { AppError, notFound } from '../domain/app-error.js';
import { FolderTree } from './folder-tree.js';
import { removeDeletedMedia } from './media-journal.js';

const folderNotFound = () => notFound('Folder');
const rootLocked = () =>
  new AppError('ROOT_FOLDER_LOCKED', 'The Recent Files folder cannot be renamed, moved or deleted.');
const tooDeep = () =>
  new AppError('FOLDER_TOO_DEEP', `Folders can be nested at most ${FOLDER_MAX_DEPTH} levels deep.`);
const nameTaken = (name: string) =>
  new AppError('FOLDER_NAME_TAKEN', `A folder named "${name}" already exists here.`);

async function treeOf(ctx: AppContext, userId: number): Promise<FolderTree> {
  return new FolderTree(await listFolders(ctx.db, userId));
}

export async function folderTrees(ctx: AppContext, userId: number): Promise<TFolder[]> {
  return (await treeOf(ctx, userId)).roots();
}

export async function folderWithChildren(ctx: AppContext, userId: number, id: number): Promise<TFolder> {
  const tree = await treeOf(ctx, userId);
  const row = tree.get(id);
  if (!row) throw folderNotFound();
  return tree.toTree(row);
}

export async function createFolder(
  ctx: AppContext,
  userId: number,
  name: string,
  parentId: number,
): Promise<TFolder> {
  const tree = await treeOf(ctx, userId);
  if (!tree.get(parentId)) throw folderNotFound();
  if (tree.depth(parentId) + 1 > FOLDER_MAX_DEPTH) throw tooDeep();
  if (tree.siblingNamed(parentId, name)) throw nameTaken(name);
  const row = await insertFolder(ctx.db, userId, name, parentId);
  return { folder_id: row.id, folder_name: row.name, folder_parent_id: parentId, folder_children: [] };
}

/** Rename and/or move; the root stays put, and no folder may land inside itself or too deep. */
export async function changeFolder(
  ctx: AppContext,
  userId: number,
  id: number,
  changes: { name?: string | undefined; parentId?: number | undefined },
): Promise<TFolder> {
  const tree = await treeOf(ctx, userId);
  const row = tree.get(id);
  if (!row) throw folderNotFound();
  if (row.parent_id === null) throw rootLocked();
  const parentId = changes.parentId ?? row.parent_id;
  const name = changes.name ?? row.name;
  if (parentId !== row.parent_id) {
    if (!tree.get(parentId)) throw folderNotFound();
    if (tree.isSameOrBelow(parentId, id)) {
      throw new AppError('FOLDER_CYCLE', 'A folder cannot be moved into itself or one of its sub-folders.');
    }
    if (tree.depth(parentId) + 1 + tree.height(id) > FOLDER_MAX_DEPTH) throw tooDeep();
  }
  if (tree.siblingNamed(parentId, name, id)) throw nameTaken(name);
  await updateFolder(ctx.db, id, { name, parent_id: parentId });
  return folderWithChildren(ctx, userId, id);
}

/**
 * Deletes the folder, its sub-folders and their files in one transaction, then their media. The transaction
 * journals the files' keys (see media-journal), so a crash before they are all removed leaves nothing that
 * start-up and housekeeping do not finish.
 */
export async function deleteFolder(ctx: AppContext, userId: number, id: number): Promise<string> {
  const row = await findFolder(ctx.db, userId, id);
  if (!row) throw folderNotFound();
  if (row.parent_id === null) throw rootLocked();
  const ids = (await treeOf(ctx, userId)).subtreeIds(id);
  const storageKeys = await deleteFolderRows(ctx.db, userId, ids);
  await removeDeletedMedia(ctx, storageKeys);
  return row.name;
}
