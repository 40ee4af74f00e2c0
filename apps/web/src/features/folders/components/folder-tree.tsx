import type { TFolder } from '@transcribe/contract';
import { FolderTreeItem } from './folder-tree-item';

export interface FolderTreeProps {
  expanded: ReadonlySet<number>;
  selectedId: number | null;
  onToggle: (id: number) => void;
  onSelect: (id: number) => void;
  onRename: (folder: TFolder) => void;
  onAddSubfolder: (parent: TFolder) => void;
  onPrompts: (folder: TFolder) => void;
  onDelete: (folder: TFolder) => void;
  /** A workspace's folders the caller may not change: no options menus. */
  readOnly?: boolean;
}

/** The nested, expandable folder list of the sidebar. */
export function FolderTree({
  folders,
  label,
  ...tree
}: FolderTreeProps & { folders: TFolder[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-0.5">
      {folders.map((folder) => (
        <FolderTreeItem key={folder.folder_id} folder={folder} depth={0} {...tree} />
      ))}
    </ul>
  );
}
