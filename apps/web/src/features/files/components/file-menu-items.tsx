import type { TAudioItem } from '@transcribe/contract';
import type { TFunction } from 'i18next';
import {
  Archive,
  ArchiveRestore,
  Download,
  FileOutput,
  FolderInput,
  OctagonX,
  Pencil,
  RefreshCw,
  RotateCcw,
  SquareArrowOutUpRight,
  Tags,
  Trash2,
} from 'lucide-react';
import { canWrite } from '@/api/workspaces/file-access';
import type { ActionMenuItem } from '@/components/ui/action-menu';
import type { FileState } from '../file-item';

export type FileAction =
  | 'open'
  | 'export'
  | 'download'
  | 'rename'
  | 'tags'
  | 'move'
  | 'archive'
  | 'restore'
  | 'delete'
  | 'cancel'
  | 'retry'
  | 'transcribe';

/**
 * The row menu: the spec's six entries, plus Tags…, Archive (Restore for an archived file) and Cancel, Retry or
 * Transcribe again where they apply; a workspace's file whose role there is below editor only opens, exports
 * and downloads.
 */
export function fileMenuItems(
  item: TAudioItem,
  state: FileState,
  t: TFunction,
  run: (action: FileAction, item: TAudioItem, state: FileState) => void,
): ActionMenuItem[] {
  const entry = (
    action: FileAction,
    label: string,
    icon: React.ReactNode,
    tone?: 'danger',
  ): ActionMenuItem => ({
    key: action,
    label,
    icon,
    ...(tone ? { tone } : {}),
    onSelect: () => run(action, item, state),
  });
  const icon = (Icon: typeof Download) => <Icon size={16} aria-hidden />;
  const items = [
    entry('open', t('files.menu.open'), icon(SquareArrowOutUpRight)),
    entry('export', t('files.menu.export'), icon(FileOutput)),
    entry('download', t('files.menu.download'), icon(Download)),
  ];
  if (!canWrite(item.audio_role)) return items;
  items.push(
    entry('rename', t('files.menu.rename'), icon(Pencil)),
    entry('tags', t('files.menu.tags'), icon(Tags)),
    entry('move', t('files.menu.move'), icon(FolderInput)),
    item.audio_archived_at
      ? entry('restore', t('files.menu.restore'), icon(ArchiveRestore))
      : entry('archive', t('files.menu.archive'), icon(Archive)),
  );
  if (state.kind === 'inProgress') items.push(entry('cancel', t('files.menu.cancel'), icon(OctagonX)));
  if (state.kind === 'failed' || state.kind === 'cancelled')
    items.push(entry('retry', t('files.menu.retry'), icon(RotateCcw)));
  if (state.kind !== 'inProgress')
    items.push(
      entry(
        'transcribe',
        state.kind === 'notInitiated' ? t('files.menu.transcribe') : t('files.menu.transcribeAgain'),
        icon(RefreshCw),
      ),
    );
  items.push(entry('delete', t('files.menu.delete'), icon(Trash2), 'danger'));
  return items;
}
