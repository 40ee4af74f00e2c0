import { FolderPlus, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MenuContent, MenuItem, MenuRoot, MenuTrigger } from '../../../components/ui/menu';

interface Props {
  folderName: string;
  onRename: () => void;
  onAddSubfolder: () => void;
  onDelete: () => void;
}

/** Rename, Add Sub-folder, Delete: a 180 x 120 px menu kept 5 px from its trigger and the screen edges. */
export function FolderOptionsMenu({ folderName, onRename, onAddSubfolder, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <MenuRoot modal={false}>
      <MenuTrigger
        className="flex h-7 w-7 shrink-0 items-center justify-center rounded-md text-muted opacity-100 hover:bg-border hover:text-fg data-[state=open]:bg-border lg:opacity-0 lg:group-hover:opacity-100 lg:focus-visible:opacity-100 lg:data-[state=open]:opacity-100"
        aria-label={t('folders.options', { name: folderName })}
      >
        <MoreHorizontal size={16} aria-hidden />
      </MenuTrigger>
      <MenuContent
        align="start"
        side="right"
        sideOffset={5}
        collisionPadding={5}
        className="flex min-h-[120px] w-[180px] min-w-0 flex-col justify-center"
      >
        <MenuItem onSelect={onRename}>
          <Pencil size={16} aria-hidden />
          {t('folders.rename')}
        </MenuItem>
        <MenuItem onSelect={onAddSubfolder}>
          <FolderPlus size={16} aria-hidden />
          {t('folders.addSubfolder')}
        </MenuItem>
        <MenuItem tone="danger" onSelect={onDelete}>
          <Trash2 size={16} aria-hidden />
          {t('folders.deleteAction')}
        </MenuItem>
      </MenuContent>
    </MenuRoot>
  );
}
