import type { TFolder, TWorkspaceRole } from '@transcribe/contract';
import { FolderPlus, MoreHorizontal, Settings, Sparkles, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sortByName } from '@/api/folders/folder-tree';
import { canWrite } from '@/api/workspaces/file-access';
import { ActionMenuButton } from '@/components/ui/action-menu-button';
import { cn } from '@/lib/cn';
import { FolderTree, type FolderTreeProps } from './folder-tree';

interface Props extends FolderTreeProps {
  /** The workspace's top folder: named as the workspace, never renamed, moved or deleted from here. */
  top: TFolder;
  /** The caller's role there; undefined while the workspaces load. */
  role: TWorkspaceRole | undefined;
  onNavigate: () => void;
}

/**
 * One workspace in the sidebar: its top folder (opens its files) with the caller's role, a menu with
 * "New sub-folder" (editors and up) and "Manage workspace", then its sub-folders.
 */
export function WorkspaceSection({ top, role, onNavigate, ...tree }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = top.folder_name;
  const write = role !== undefined && canWrite(role);
  const selected = tree.selectedId === top.folder_id;
  const workspaceId = top.folder_workspace_id;
  const items = [
    {
      key: 'manage',
      label: t('folders.manageWorkspace'),
      icon: <Settings size={16} aria-hidden />,
      onSelect: () => {
        navigate(`/dashboard/workspace/${workspaceId}`);
        onNavigate();
      },
    },
  ];
  if (write)
    items.unshift({
      key: 'prompts',
      label: t('prompts.open'),
      icon: <Sparkles size={16} aria-hidden />,
      onSelect: () => tree.onPrompts(top),
    });
  if (write)
    items.unshift({
      key: 'add',
      label: t('folders.addSubfolder'),
      icon: <FolderPlus size={16} aria-hidden />,
      onSelect: () => tree.onAddSubfolder(top),
    });
  return (
    <div className="flex flex-col gap-0.5">
      <div
        className={cn(
          'flex h-9 items-center gap-0.5 rounded-lg pr-1',
          selected ? 'bg-accent-soft text-accent-text' : 'text-fg hover:bg-hover',
        )}
      >
        <button
          type="button"
          aria-current={selected ? 'page' : undefined}
          className="flex h-full min-w-0 flex-1 items-center gap-2 rounded-md px-2 text-left text-sm font-medium"
          onClick={() => tree.onSelect(top.folder_id)}
        >
          <Users size={16} aria-hidden className="shrink-0" />
          <span className="truncate">{name}</span>
        </button>
        {role ? (
          <span className={cn('shrink-0 px-1 text-xs', !selected && 'text-muted')}>
            {t(`workspaces.roles.${role}`)}
          </span>
        ) : null}
        <ActionMenuButton
          label={t('folders.options', { name })}
          width={200}
          margin={5}
          dense
          className="flex h-7 w-7 shrink-0 items-center justify-center rounded-md text-muted hover:bg-border hover:text-fg data-[state=open]:bg-border"
          items={items}
        >
          <MoreHorizontal size={16} aria-hidden />
        </ActionMenuButton>
      </div>
      {top.folder_children.length > 0 ? (
        <div className="pl-3">
          <FolderTree folders={sortByName(top.folder_children)} label={name} {...tree} readOnly={!write} />
        </div>
      ) : null}
    </div>
  );
}
