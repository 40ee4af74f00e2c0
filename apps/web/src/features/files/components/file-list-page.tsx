import type { TAudioItem } from '@transcribe/contract';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ActionMenu } from '@/components/ui/action-menu';
import { useCurrentFolderId } from '@/lib/current-folder';
import { useFolderRole } from '@/lib/folders/folder-role';
import { useMediaQuery } from '@/lib/use-media-query';
import { canWrite } from '@/lib/workspaces';
import { useAudioList } from '../api/audio-list';
import type { FileState } from '../file-item';
import { useFileChanges } from '../hooks/use-file-changes';
import { useFileSelection } from '../hooks/use-file-selection';
import { useFileTransfers } from '../hooks/use-file-transfers';
import { useOpenFile } from '../hooks/use-open-file';
import { useTranscriptionControl } from '../hooks/use-transcription-control';
import { AddFiles } from './add-files';
import { BulkBar } from './bulk-bar';
import { DeleteFilesDialog } from './delete-files-dialog';
import { FileListBody } from './file-list-body';
import { type FileAction, fileMenuItems } from './file-menu-items';

const MoveFilesDialog = lazy(() => import('./move-files-dialog'));
const RenameFileDialog = lazy(() => import('./rename-file-dialog'));
const ExportFormatDialog = lazy(() => import('./export-format-dialog'));
const UploadDialog = lazy(() => import('./upload/upload-dialog'));
const RecordDialog = lazy(() => import('./record/record-dialog'));
const TranscribeAgainDialog = lazy(() => import('./transcribe-again-dialog'));
const JoinFilesDialog = lazy(() => import('./join-files-dialog'));
const RecoveredRecordings = lazy(() => import('./record/recovered-recordings'));

type Dialog =
  | { kind: 'none' | 'record' }
  | { kind: 'upload'; shared?: boolean }
  | { kind: 'rename' | 'transcribe'; item: TAudioItem }
  | { kind: 'delete' | 'move' | 'export'; items: TAudioItem[]; bulk: boolean }
  | { kind: 'join'; items: TAudioItem[] };

/** Recent Files or one folder: its files, their actions, and the upload and record buttons. */
export function FileListPage({ title }: { title: ReactNode }) {
  const { t } = useTranslation();
  const folderId = useCurrentFolderId();
  const list = useAudioList(folderId);
  const role = useFolderRole(folderId);
  const items = list.data ?? [];
  const selection = useFileSelection(items);
  const wide = useMediaQuery('(min-width: 768px)');
  // The share target opens /dashboard?shared=1: the upload dialog, with the shared files in it.
  const [params] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>(() =>
    params.get('shared') === '1' ? { kind: 'upload', shared: true } : { kind: 'none' },
  );
  const [menu, setMenu] = useState<{ item: TAudioItem; state: FileState; anchor: HTMLElement }>();
  const changes = useFileChanges();
  const transfers = useFileTransfers();
  const control = useTranscriptionControl();
  const openFile = useOpenFile();
  const close = () => setDialog({ kind: 'none' });
  const afterBulk = (bulk: boolean) => bulk && selection.clear();
  // Adding files, and moving, joining or deleting the chosen ones, need editor in a workspace's folder.
  const readOnly = role !== undefined && !canWrite(role);
  const change = !readOnly && selection.selectedItems.every((item) => canWrite(item.audio_role));

  function run(action: FileAction, item: TAudioItem, state: FileState) {
    switch (action) {
      case 'open':
        return openFile(item, state);
      case 'export':
        return setDialog({ kind: 'export', items: [item], bulk: false });
      case 'download':
        return void transfers.download(item);
      case 'rename':
        return setDialog({ kind: 'rename', item });
      case 'move':
        return setDialog({ kind: 'move', items: [item], bulk: false });
      case 'delete':
        return setDialog({ kind: 'delete', items: [item], bulk: false });
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

  function bulk(kind: 'export' | 'move' | 'delete') {
    if (selection.selectedItems.length === 0) return void toast.info(t(`files.bulk.none.${kind}`));
    setDialog({ kind, items: selection.selectedItems, bulk: true });
  }

  const handlers = {
    selected: selection.selected,
    onToggle: selection.toggle,
    onOpen: openFile,
    onMenu: (item: TAudioItem, state: FileState, anchor: HTMLElement) => setMenu({ item, state, anchor }),
  };
  const withItems =
    dialog.kind === 'delete' || dialog.kind === 'move' || dialog.kind === 'export' ? dialog : undefined;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        {title}
        <AddFiles
          role={role}
          onRecord={() => setDialog({ kind: 'record' })}
          onUpload={() => setDialog({ kind: 'upload' })}
        />
      </div>
      <Suspense fallback={null}>
        {/* Listed again when the record modal closes: a recording it could not send is offered here. */}
        <RecoveredRecordings key={dialog.kind === 'record' ? 'recording' : 'idle'} />
      </Suspense>
      {selection.selected.size > 0 ? (
        <BulkBar
          count={selection.selected.size}
          onExport={() => bulk('export')}
          change={change}
          onMove={() => bulk('move')}
          onJoin={() => setDialog({ kind: 'join', items: selection.selectedItems })}
          onDelete={() => bulk('delete')}
          onClear={selection.clear}
        />
      ) : null}
      <FileListBody
        list={list}
        inFolder={folderId !== null}
        wide={wide}
        handlers={handlers}
        onToggleAll={selection.toggleAll}
        onUpload={readOnly ? undefined : () => setDialog({ kind: 'upload' })}
      />
      {menu ? (
        <ActionMenu
          anchor={menu.anchor}
          label={t('files.actions', { name: menu.item.audio_file.file_name })}
          items={fileMenuItems(menu.item, menu.state, t, run)}
          onClose={() => setMenu(undefined)}
        />
      ) : null}
      <DeleteFilesDialog
        items={withItems?.kind === 'delete' ? withItems.items : undefined}
        onDelete={async (list) => {
          await changes.remove(list);
          afterBulk(withItems?.bulk ?? false);
        }}
        onClose={close}
      />
      <Suspense fallback={null}>
        {dialog.kind === 'rename' ? (
          <RenameFileDialog
            name={dialog.item.audio_file.file_name}
            onRename={(name) => changes.rename(dialog.item, name)}
            onClose={close}
          />
        ) : null}
        {withItems?.kind === 'export' ? (
          <ExportFormatDialog
            items={withItems.items}
            onExport={(list, format) => {
              afterBulk(withItems.bulk);
              void transfers.exportFiles(list, format);
            }}
            onClose={close}
          />
        ) : null}
        {withItems?.kind === 'move' ? (
          <MoveFilesDialog
            items={withItems.items}
            onMove={async (list, target) => {
              await changes.move(list, target);
              afterBulk(withItems.bulk);
            }}
            onClose={close}
          />
        ) : null}
        {dialog.kind === 'upload' ? (
          <UploadDialog folderId={folderId} shared={dialog.shared} onClose={close} />
        ) : null}
        {dialog.kind === 'record' ? <RecordDialog folderId={folderId} onClose={close} /> : null}
        {dialog.kind === 'transcribe' ? <TranscribeAgainDialog item={dialog.item} onClose={close} /> : null}
        {dialog.kind === 'join' ? (
          <JoinFilesDialog items={dialog.items} onJoined={selection.clear} onClose={close} />
        ) : null}
      </Suspense>
    </div>
  );
}
