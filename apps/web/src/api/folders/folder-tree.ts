import type { TFolder } from '@transcribe/contract';

/** Folders may nest at most this deep, and a path walk stops there (spec: 10 levels). */
export const MAX_PATH_DEPTH = 10;

/** The user's own trees; the others are the top folders of their workspaces. */
export const ownTrees = (trees: readonly TFolder[]) => trees.filter((folder) => !folder.folder_workspace_id);

/** The Recent Files folder: the own tree named 'root'; failing that, the only own tree there is. */
export function findRootFolder(trees: readonly TFolder[]): TFolder | undefined {
  const own = ownTrees(trees);
  return own.find((folder) => folder.folder_name === 'root') ?? (own.length === 1 ? own[0] : undefined);
}

/** The folders the sidebar lists: the root's children, or every own tree when no root is known. */
export function topLevelFolders(trees: readonly TFolder[]): TFolder[] {
  const root = findRootFolder(trees);
  return sortByName(root ? root.folder_children : ownTrees(trees));
}

export function sortByName(folders: readonly TFolder[]): TFolder[] {
  return [...folders].sort((a, b) =>
    a.folder_name.localeCompare(b.folder_name, undefined, { sensitivity: 'base' }),
  );
}

export function findFolder(trees: readonly TFolder[], id: number): TFolder | undefined {
  for (const folder of trees) {
    if (folder.folder_id === id) return folder;
    const inside = findFolder(folder.folder_children, id);
    if (inside) return inside;
  }
  return undefined;
}

/**
 * The breadcrumb of a folder: its ancestors below the root, then itself, walking parents at most
 * MAX_PATH_DEPTH levels. Empty when the folder is unknown or is the root.
 */
export function folderPath(trees: readonly TFolder[], id: number): TFolder[] {
  const root = findRootFolder(trees);
  const path: TFolder[] = [];
  let current = findFolder(trees, id);
  while (current && current.folder_id !== root?.folder_id && path.length < MAX_PATH_DEPTH) {
    path.unshift(current);
    current = current.folder_parent_id ? findFolder(trees, current.folder_parent_id) : undefined;
  }
  return path;
}

/** True when `id` is `ancestor` or lies somewhere inside it. */
export function isWithin(trees: readonly TFolder[], id: number, ancestor: number): boolean {
  return folderPath(trees, id).some((folder) => folder.folder_id === ancestor);
}

/**
 * The move dialog's search: folders whose name contains `query` (ignoring case), with the ancestors that
 * lead to them; siblings sorted by name at every level. An empty query keeps every folder.
 */
export function searchFolders(trees: readonly TFolder[], query: string): TFolder[] {
  const needle = query.trim().toLocaleLowerCase();
  const visit = (folders: readonly TFolder[]): TFolder[] =>
    sortByName(folders).flatMap((folder) => {
      const children = visit(folder.folder_children);
      const matches = folder.folder_name.toLocaleLowerCase().includes(needle);
      return matches || children.length > 0 ? [{ ...folder, folder_children: children }] : [];
    });
  return visit(trees);
}
