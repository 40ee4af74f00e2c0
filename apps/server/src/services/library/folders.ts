import { FOLDER_MAX_DEPTH, type TFolder, type TSummaryTemplateId } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import type { Access } from '../../db/repositories/access.js';
import { promptColumns } from '../../db/repositories/file-prompts.js';
import {
  deleteFolderRows,
  fileCountsByFolder,
  insertFolder,
  listFolders,
  updateFolder,
  workspaceFolders,
} from '../../db/repositories/folders.js';
import { workspacesOfUser } from '../../db/repositories/workspaces.js';
import { AppError, notFound } from '../../domain/app-error.js';
import { folderFor } from '../core/access.js';
import { checkTemplateGiven, distinctWords, storedTemplate } from '../core/file-prompts.js';
import { removeDeletedMedia } from '../core/media-journal.js';
import { FolderTree } from './folder-tree.js';

const folderNotFound = () => notFound('Folder');
const rootLocked = (access: Access) =>
  new AppError(
    'ROOT_FOLDER_LOCKED',
    access.workspace_id === null
      ? 'The Recent Files folder cannot be renamed, moved or deleted.'
      : "A workspace's top folder is renamed with the workspace and cannot be moved or deleted.",
  );
const tooDeep = () =>
  new AppError('FOLDER_TOO_DEEP', `Folders can be nested at most ${FOLDER_MAX_DEPTH} levels deep.`);
const nameTaken = (name: string) =>
  new AppError('FOLDER_NAME_TAKEN', `A folder named "${name}" already exists here.`);

/** The folders a folder lives among: its owner's own, or its workspace's. */
async function treeOf(ctx: AppContext, userId: number, access: Access): Promise<FolderTree> {
  return new FolderTree(
    access.workspace_id === null
      ? await listFolders(ctx.db, userId)
      : await workspaceFolders(ctx.db, access.workspace_id),
  );
}

/** The user's own folder tree (Recent Files), then the tree of each workspace they are a member of. */
export async function folderTrees(ctx: AppContext, userId: number): Promise<TFolder[]> {
  const workspaces = await workspacesOfUser(ctx.db, userId);
  const lists = [
    await listFolders(ctx.db, userId),
    ...(await Promise.all(workspaces.map((w) => workspaceFolders(ctx.db, w.id)))),
  ];
  const counts = await fileCountsByFolder(
    ctx.db,
    lists.flatMap((rows) => rows.map((row) => row.id)),
  );
  return lists.flatMap((rows) => new FolderTree(rows, counts).roots());
}

export async function folderWithChildren(ctx: AppContext, userId: number, id: number): Promise<TFolder> {
  const folder = await folderFor(ctx, userId, id, 'read');
  const tree = await treeOf(ctx, userId, folder.access);
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
  const parent = await folderFor(ctx, userId, parentId, 'write');
  const tree = await treeOf(ctx, userId, parent.access);
  if (tree.depth(parentId) + 1 > FOLDER_MAX_DEPTH) throw tooDeep();
  if (tree.siblingNamed(parentId, name)) throw nameTaken(name);
  const row = await insertFolder(ctx.db, userId, name, parentId, parent.access.workspace_id);
  return tree.toTree(row);
}

/**
 * Rename and/or move; the root stays put, and no folder may land inside itself or too deep. A folder (the
 * root too) may also be given a summary template and words for its files (see file-prompts).
 */
export async function changeFolder(
  ctx: AppContext,
  userId: number,
  id: number,
  changes: {
    name?: string | undefined;
    parentId?: number | undefined;
    summaryTemplate?: TSummaryTemplateId | null | undefined;
    vocabulary?: string[] | undefined;
  },
): Promise<TFolder> {
  const folder = await folderFor(ctx, userId, id, 'write');
  if (changes.summaryTemplate !== undefined) await checkTemplateGiven(ctx, userId, changes.summaryTemplate);
  const prompts = promptColumns({
    ...(changes.summaryTemplate === undefined
      ? {}
      : { summaryTemplate: storedTemplate(changes.summaryTemplate) }),
    ...(changes.vocabulary === undefined ? {} : { vocabulary: distinctWords(changes.vocabulary) }),
  });
  if (changes.name === undefined && changes.parentId === undefined) {
    await updateFolder(ctx.db, id, prompts);
    return folderWithChildren(ctx, userId, id);
  }
  const tree = await treeOf(ctx, userId, folder.access);
  const row = tree.get(id);
  if (!row) throw folderNotFound();
  if (row.parent_id === null) throw rootLocked(folder.access);
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
  await updateFolder(ctx.db, id, { name, parent_id: parentId, ...prompts });
  return folderWithChildren(ctx, userId, id);
}

/**
 * Deletes the folder, its sub-folders and their files in one transaction, then their media. The transaction
 * journals the files' keys (see media-journal), so a crash before they are all removed leaves nothing that
 * start-up and housekeeping do not finish.
 */
export async function deleteFolder(ctx: AppContext, userId: number, id: number): Promise<string> {
  const folder = await folderFor(ctx, userId, id, 'write');
  if (folder.parent_id === null) throw rootLocked(folder.access);
  const ids = (await treeOf(ctx, userId, folder.access)).subtreeIds(id);
  const storageKeys = await deleteFolderRows(ctx.db, ids);
  await removeDeletedMedia(ctx, storageKeys);
  return folder.name;
}
