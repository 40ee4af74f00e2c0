import type { TAudioItem } from '@transcribe/contract';
import { lazy, Suspense } from 'react';
import { useFileChanges } from '../hooks/use-file-changes';
import { useFileTransfers } from '../hooks/use-file-transfers';
import { DeleteFilesDialog } from './delete-files-dialog';

const MoveFilesDialog = lazy(() => import('./move-files-dialog'));
const RenameFileDialog = lazy(() => import('./rename-file-dialog'));
const ExportFormatDialog = lazy(() => import('./export-format-dialog'));
const UploadDialog = lazy(() => import('./upload/upload-dialog'));
const RecordDialog = lazy(() => import('./record/record-dialog'));
const TranscribeAgainDialog = lazy(() => import('./transcribe-again-dialog'));
const JoinFilesDialog = lazy(() => import('./join-files-dialog'));
const FileTagsDialog = lazy(() => import('./file-tags-dialog'));

export type FileDialog =
  | { kind: 'none' | 'record' }
  | { kind: 'upload'; shared?: boolean }
  | { kind: 'rename' | 'transcribe' | 'tags'; item: TAudioItem }
  | { kind: 'delete' | 'move' | 'export'; items: TAudioItem[] }
  | { kind: 'join'; items: TAudioItem[] };

interface Props {
  dialog: FileDialog;
  folderId: number | null;
  onClose: () => void;
  /** A join of the selected files is done: the selection is cleared. */
  onJoined: () => void;
}

/**
 * The file list's dialogs and the changes they make, in a chunk of their own (the page loads it alongside
 * the first page of files). It stays mounted, so an export still running after its dialog closed keeps the
 * one-export-at-a-time rule.
 */
export default function FileDialogs({ dialog, folderId, onClose, onJoined }: Props) {
  const changes = useFileChanges();
  const transfers = useFileTransfers();
  const withItems =
    dialog.kind === 'delete' || dialog.kind === 'move' || dialog.kind === 'export' ? dialog : undefined;
  return (
    <>
      <DeleteFilesDialog
        items={withItems?.kind === 'delete' ? withItems.items : undefined}
        onDelete={changes.remove}
        onClose={onClose}
      />
      <Suspense fallback={null}>
        {dialog.kind === 'rename' ? (
          <RenameFileDialog
            name={dialog.item.audio_file.file_name}
            onRename={(name) => changes.rename(dialog.item, name)}
            onClose={onClose}
          />
        ) : null}
        {withItems?.kind === 'export' ? (
          <ExportFormatDialog
            items={withItems.items}
            onExport={(list, format) => void transfers.exportFiles(list, format)}
            onClose={onClose}
          />
        ) : null}
        {withItems?.kind === 'move' ? (
          <MoveFilesDialog items={withItems.items} onMove={changes.move} onClose={onClose} />
        ) : null}
        {dialog.kind === 'upload' ? (
          <UploadDialog folderId={folderId} shared={dialog.shared} onClose={onClose} />
        ) : null}
        {dialog.kind === 'record' ? <RecordDialog folderId={folderId} onClose={onClose} /> : null}
        {dialog.kind === 'transcribe' ? <TranscribeAgainDialog item={dialog.item} onClose={onClose} /> : null}
        {dialog.kind === 'tags' ? <FileTagsDialog item={dialog.item} onClose={onClose} /> : null}
        {dialog.kind === 'join' ? (
          <JoinFilesDialog items={dialog.items} onJoined={onJoined} onClose={onClose} />
        ) : null}
      </Suspense>
    </>
  );
}
