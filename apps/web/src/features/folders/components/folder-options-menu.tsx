import { FolderPlus, MoreHorizontal, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ActionMenuButton } from '@/components/ui/action-menu-button';

interface Props {
  folderName: string;
  onRename: () => void;
  onAddSubfolder: () => void;
  /** The summary template and words its files get. */
  onPrompts: () => void;
  onDelete: () => void;
}

/**
 * Rename, Add Sub-folder, Summary and words, Delete: a menu 180 px wide kept 5 px from its trigger and the
 * screen edges.
 */
export function FolderOptionsMenu({ folderName, onRename, onAddSubfolder, onPrompts, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <ActionMenuButton
      label={t('folders.options', { name: folderName })}
      width={180}
      margin={5}
      dense
      className="flex h-7 w-7 shrink-0 items-center justify-center rounded-md text-muted opacity-100 hover:bg-border hover:text-fg data-[state=open]:bg-border lg:opacity-0 lg:group-hover:opacity-100 lg:focus-visible:opacity-100 lg:data-[state=open]:opacity-100"
      items={[
        {
          key: 'rename',
          label: t('folders.rename'),
          icon: <Pencil size={16} aria-hidden />,
          onSelect: onRename,
        },
        {
          key: 'add',
          label: t('folders.addSubfolder'),
          icon: <FolderPlus size={16} aria-hidden />,
          onSelect: onAddSubfolder,
        },
        {
          key: 'prompts',
          label: t('prompts.open'),
          icon: <Sparkles size={16} aria-hidden />,
          onSelect: onPrompts,
        },
        {
          key: 'delete',
          label: t('folders.deleteAction'),
          icon: <Trash2 size={16} aria-hidden />,
          tone: 'danger',
          onSelect: onDelete,
        },
      ]}
    >
      <MoreHorizontal size={16} aria-hidden />
    </ActionMenuButton>
  );
}
