import type { TFolder } from '@transcribe/contract';
import { ChevronRight, Folder, FolderOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { sortByName } from '@/api/folders/folder-tree';
import { cn } from '@/lib/cn';
import { FolderOptionsMenu } from './folder-options-menu';
import type { FolderTreeProps } from './folder-tree';

/** One folder row (expand toggle, name, options menu) and, when expanded, its children. */
export function FolderTreeItem({
  folder,
  depth,
  ...tree
}: FolderTreeProps & { folder: TFolder; depth: number }) {
  const { t } = useTranslation();
  const hasChildren = folder.folder_children.length > 0;
  const expanded = hasChildren && tree.expanded.has(folder.folder_id);
  const selected = tree.selectedId === folder.folder_id;
  const Icon = selected ? FolderOpen : Folder;
  return (
    <li>
      <div
        className={cn(
          'group flex h-9 items-center gap-0.5 rounded-lg pr-1',
          selected ? 'bg-accent-soft text-accent-text' : 'text-fg hover:bg-hover',
        )}
        style={{ paddingLeft: `${depth * 12}px` }}
      >
        {hasChildren ? (
          <button
            type="button"
            className="flex h-7 w-7 shrink-0 items-center justify-center rounded-md text-muted hover:text-fg"
            aria-expanded={expanded}
            aria-label={
              expanded
                ? t('folders.collapse', { name: folder.folder_name })
                : t('folders.expand', { name: folder.folder_name })
            }
            onClick={() => tree.onToggle(folder.folder_id)}
          >
            <ChevronRight
              size={16}
              aria-hidden
              className={cn('transition-transform', expanded && 'rotate-90')}
            />
          </button>
        ) : (
          <span className="w-7 shrink-0" />
        )}
        <button
          type="button"
          aria-current={selected ? 'page' : undefined}
          className="flex h-full min-w-0 flex-1 items-center gap-2 rounded-md px-1 text-left text-sm"
          onClick={() => tree.onSelect(folder.folder_id)}
        >
          <Icon size={16} aria-hidden className="shrink-0" />
          <span className="truncate">{folder.folder_name}</span>
        </button>
        {tree.readOnly ? null : (
          <FolderOptionsMenu
            folderName={folder.folder_name}
            onRename={() => tree.onRename(folder)}
            onAddSubfolder={() => tree.onAddSubfolder(folder)}
            onPrompts={() => tree.onPrompts(folder)}
            onDelete={() => tree.onDelete(folder)}
          />
        )}
      </div>
      {expanded ? (
        <ul>
          {sortByName(folder.folder_children).map((child) => (
            <FolderTreeItem key={child.folder_id} folder={child} depth={depth + 1} {...tree} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
