import type { TFolder } from '@transcribe/contract';
import type { FolderRow } from '../../db/schema.js';
import { templateIdOf, wordsOf } from '../views/file-prompts.js';

/** One collator for every sort: `localeCompare` with options builds a new one per comparison. */
const byName = new Intl.Collator(undefined, { sensitivity: 'base' });

/** Pure helpers over one flat folder list: a user's own, or a workspace's. */
export class FolderTree {
  private readonly byId = new Map<number, FolderRow>();
  private readonly children = new Map<number | null, FolderRow[]>();

  /** `fileCounts`: the files each folder holds itself, when the trees are to say how many files they hold. */
  constructor(
    rows: FolderRow[],
    private readonly fileCounts?: Map<number, number>,
  ) {
    for (const row of rows) {
      this.byId.set(row.id, row);
      const siblings = this.children.get(row.parent_id) ?? [];
      siblings.push(row);
      this.children.set(row.parent_id, siblings);
    }
    for (const siblings of this.children.values()) {
      siblings.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
    }
  }

  get(id: number): FolderRow | undefined {
    return this.byId.get(id);
  }

  /** The top-level folders (normally just 'root') as nested trees. */
  roots(): TFolder[] {
    return (this.children.get(null) ?? []).map((row) => this.toTree(row));
  }

  toTree(row: FolderRow): TFolder {
    const children = (this.children.get(row.id) ?? []).map((child) => this.toTree(child));
    const counts = this.fileCounts;
    return {
      folder_id: row.id,
      folder_name: row.name,
      folder_parent_id: row.parent_id ?? 0,
      ...(row.workspace_id === null ? {} : { folder_workspace_id: row.workspace_id }),
      ...(row.summary_template === null
        ? {}
        : { folder_summary_template_id: templateIdOf(row.summary_template) ?? 'default' }),
      ...(row.vocabulary === null ? {} : { folder_vocabulary: wordsOf(row.vocabulary) }),
      ...(counts
        ? {
            folder_file_count: children.reduce(
              (sum, child) => sum + (child.folder_file_count ?? 0),
              counts.get(row.id) ?? 0,
            ),
          }
        : {}),
      folder_children: children,
    };
  }

  /** Levels below the top-level folder: root is 0, its children 1. */
  depth(id: number): number {
    let depth = 0;
    for (let row = this.byId.get(id); row?.parent_id != null; row = this.byId.get(row.parent_id)) depth++;
    return depth;
  }

  /** How many levels the subtree under `id` adds below it (0 for a leaf). */
  height(id: number): number {
    const kids = this.children.get(id) ?? [];
    return kids.length === 0 ? 0 : 1 + Math.max(...kids.map((kid) => this.height(kid.id)));
  }

  /** `id` and every folder below it. */
  subtreeIds(id: number): number[] {
    return [id, ...(this.children.get(id) ?? []).flatMap((kid) => this.subtreeIds(kid.id))];
  }

  isSameOrBelow(candidate: number, ancestor: number): boolean {
    return this.subtreeIds(ancestor).includes(candidate);
  }

  siblingNamed(parentId: number, name: string, except?: number): FolderRow | undefined {
    const wanted = name.toLocaleLowerCase();
    return (this.children.get(parentId) ?? []).find(
      (row) => row.id !== except && row.name.toLocaleLowerCase() === wanted,
    );
  }
}
