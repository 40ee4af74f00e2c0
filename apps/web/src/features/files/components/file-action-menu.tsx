import type { TAudioItem } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { ActionMenu } from '@/components/ui/action-menu';
import type { FileState } from '../file-item';
import { type FileAction, fileMenuItems } from './file-menu-items';

interface Props {
  item: TAudioItem;
  state: FileState;
  anchor: HTMLElement;
  onAction: (action: FileAction, item: TAudioItem, state: FileState) => void;
  onClose: () => void;
}

/** A file's action menu, in a chunk of its own: the first rows need none of it (the page fetches it after them). */
export default function FileActionMenu({ item, state, anchor, onAction, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <ActionMenu
      anchor={anchor}
      label={t('files.actions', { name: item.audio_file.file_name })}
      items={fileMenuItems(item, state, t, onAction)}
      onClose={onClose}
    />
  );
}
