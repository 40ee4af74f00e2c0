import type { TFolder } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import {
  findRootFolder,
  folderPath,
  isWithin,
  MAX_PATH_DEPTH,
  searchFolders,
  topLevelFolders,
} from './folder-tree';

const folder = (id: number, name: string, parent: number, children: TFolder[] = []): TFolder => ({
  folder_id: id,
  folder_name: name,
  folder_parent_id: parent,
  folder_children: children,
});

const trees = [
  folder(1, 'root', 0, [
    folder(3, 'zeta', 1),
    folder(2, 'Alpha', 1, [folder(4, 'Inner', 2, [folder(5, 'Deep', 4)])]),
  ]),
];

describe('folder tree', () => {
  it("finds Recent Files: the tree named 'root', else the only tree", () => {
    expect(findRootFolder(trees)?.folder_id).toBe(1);
    expect(findRootFolder([folder(9, 'home', 0)])?.folder_id).toBe(9);
    expect(findRootFolder([folder(9, 'a', 0), folder(8, 'b', 0)])).toBeUndefined();
  });

  it("lists the root's children sorted by name", () => {
    expect(topLevelFolders(trees).map((f) => f.folder_name)).toEqual(['Alpha', 'zeta']);
  });

  it('builds the breadcrumb by walking up the parents to the root', () => {
    expect(folderPath(trees, 5).map((f) => f.folder_name)).toEqual(['Alpha', 'Inner', 'Deep']);
    expect(folderPath(trees, 1)).toEqual([]);
    expect(folderPath(trees, 99)).toEqual([]);
  });

  it('stops walking after the maximum depth', () => {
    let chain = folder(100 + MAX_PATH_DEPTH + 5, 'leaf', 100 + MAX_PATH_DEPTH + 4);
    for (let id = 100 + MAX_PATH_DEPTH + 4; id > 100; id -= 1) chain = folder(id, `f${id}`, id - 1, [chain]);
    const deep = [folder(100, 'root', 0, [chain])];
    expect(folderPath(deep, 100 + MAX_PATH_DEPTH + 5)).toHaveLength(MAX_PATH_DEPTH);
  });

  it('knows when a folder lies inside another', () => {
    expect(isWithin(trees, 5, 2)).toBe(true);
    expect(isWithin(trees, 2, 2)).toBe(true);
    expect(isWithin(trees, 3, 2)).toBe(false);
  });
});

describe('move dialog search', () => {
  const names = (list: TFolder[]): unknown[] =>
    list.map((f) => (f.folder_children.length ? [f.folder_name, names(f.folder_children)] : f.folder_name));

  it('matches part of a name ignoring case, keeping the ancestors of each match', () => {
    const root = trees[0]?.folder_children ?? [];
    expect(names(searchFolders(root, 'DEE'))).toEqual([['Alpha', [['Inner', ['Deep']]]]]);
    expect(names(searchFolders(root, 'ZET'))).toEqual(['zeta']);
    expect(searchFolders(root, 'nothing like it')).toEqual([]);
  });

  it('sorts siblings by name and keeps everything for an empty query', () => {
    const root = trees[0]?.folder_children ?? [];
    expect(names(searchFolders(root, '  '))).toEqual([['Alpha', [['Inner', ['Deep']]]], 'zeta']);
  });
});
