import type { TAudioItem } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAudioMarks } from '@/api/audio/update-audio';
import type { FileDialog } from '../components/file-dialogs';
import type { FileAction } from '../components/file-menu-items';
import type { FileState } from '../file-item';
import { useFileTransfers } from './use-file-transfers';
import { useOpenFile } from './use-open-file';
import { useTranscriptionControl } from './use-transcription-control';

/**
 * What a file's menu entry does: opens it, one of the list's dialogs (`setDialog`), or a change made at once
 * (download, cancel, retry, archive, restore); also the star and opening a file from its name.
 */
export function useFileActions(setDialog: (dialog: FileDialog) => void) {
  const { t } = useTranslation();
  const transfers = useFileTransfers();
  const control = useTranscriptionControl();
  const openFile = useOpenFile();
  const marks = useAudioMarks();

  function run(action: FileAction, item: TAudioItem, state: FileState) {
    switch (action) {
      case 'open':
        return openFile(item, state);
      case 'export':
        return setDialog({ kind: 'export', items: [item] });
      case 'download':
        return void transfers.download(item);
      case 'rename':
        return setDialog({ kind: 'rename', item });
      case 'tags':
        return setDialog({ kind: 'tags', item });
      case 'move':
        return setDialog({ kind: 'move', items: [item] });
      case 'archive':
        return void marks.archive(item);
      case 'restore':
        return void marks.restore(item);
      case 'delete':
        return setDialog({ kind: 'delete', items: [item] });
      case 'cancel':
        return void control.cancel(item);
      case 'retry':
        return void control.retry(item);
      case 'transcribe':
        return setDialog({ kind: 'transcribe', item });
      default:
        toast.error(t('files.unhandledAction', { action }));
    }
  }

  return { run, openFile, marks };
}
