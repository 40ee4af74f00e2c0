import type { TAudioItem } from '@transcribe/contract';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useAudioPages } from '@/api/audio/audio-list';
import { listQueryIn } from '@/api/audio/list-query';
import { useFolderRole } from '@/api/folders/folder-role';
import { findFolder } from '@/api/folders/folder-tree';
import { useFolders } from '@/api/folders/folders';
import { canWrite } from '@/api/workspaces/file-access';
import { useCurrentFolderId } from '@/lib/current-folder';
import { useMediaQuery } from '@/lib/use-media-query';
import type { FileState } from '../file-item';
import { useFileActions } from '../hooks/use-file-actions';
import { useFileSelection } from '../hooks/use-file-selection';
import { useListFilters } from '../hooks/use-list-filters';
import { AddFiles } from './add-files';
import type { FileDialog } from './file-dialogs';
import { FileListBody, loadFileCards } from './file-list-body';
import type { FileRowHandlers } from './file-row-parts';
import { FilterBar } from './filters/filter-bar';

// The row menu, the bulk bar and the dialogs come in chunks of their own, fetched before anyone needs them.
const loadActionMenu = () => import('./file-action-menu');
const FileActionMenu = lazy(loadActionMenu);
const loadBulkBar = () => import('./bulk-bar');
const BulkBar = lazy(async () => ({ default: (await loadBulkBar()).BulkBar }));
const FileDialogs = lazy(() => import('./file-dialogs'));
const RecoveredRecordings = lazy(() => import('./record/recovered-recordings'));

/**
 * Recent Files or one folder: its files as the address filters and sorts them, their actions, and the upload
 * and record buttons; with `archived`, the Archive (the archived files of the user or of the folder).
 */
export function FileListPage({ title, archived = false }: { title: ReactNode; archived?: boolean }) {
  const { t } = useTranslation();
  const folderId = useCurrentFolderId();
  // The share target opens /dashboard?shared=1: the upload dialog, with the shared files in it.
  const [params] = useSearchParams();
  const filters = useListFilters();
  const list = useAudioPages(folderId, listQueryIn(params, archived));
  const role = useFolderRole(folderId);
  const folders = useFolders();
  const subFolders =
    folderId === null ? 0 : (findFolder(folders.data ?? [], folderId)?.folder_children.length ?? 0);
  const selection = useFileSelection(list.items, { hasMore: list.hasNextPage, loadAll: list.loadAll });
  const wide = useMediaQuery('(min-width: 768px)');
  const [dialog, setDialog] = useState<FileDialog>(() =>
    params.get('shared') === '1' ? { kind: 'upload', shared: true } : { kind: 'none' },
  );
  const [menu, setMenu] = useState<{ item: TAudioItem; state: FileState; anchor: HTMLElement }>();
  const listed = list.items.length > 0;
  useEffect(() => {
    if (listed) void Promise.all([loadActionMenu(), loadBulkBar()]);
  }, [listed]);
  useEffect(() => {
    if (!wide) void loadFileCards();
  }, [wide]);
  const actions = useFileActions(setDialog);
  const close = () => setDialog({ kind: 'none' });
  // Adding files, and moving, joining or deleting the chosen ones, need editor in a workspace's folder.
  const readOnly = role !== undefined && !canWrite(role);
  const change = !readOnly && selection.selectedItems.every((item) => canWrite(item.audio_role));

  function bulk(kind: 'export' | 'move' | 'delete') {
    if (selection.selectedItems.length === 0) return void toast.info(t(`files.bulk.none.${kind}`));
    setDialog({ kind, items: selection.selectedItems, bulk: true });
  }

  const { marks } = actions;
  const handlers: FileRowHandlers = {
    selected: selection.selected,
    onToggle: selection.toggle,
    onOpen: actions.openFile,
    onMenu: (item, state, anchor) => setMenu({ item, state, anchor }),
    onStar: (item) => void marks.star(item, !item.audio_starred),
    changing: marks.pending,
    onRestore: archived ? (item) => void marks.restore(item) : undefined,
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        {title}
        {archived ? null : (
          <AddFiles
            role={role}
            onRecord={() => setDialog({ kind: 'record' })}
            onUpload={() => setDialog({ kind: 'upload' })}
          />
        )}
      </div>
      {archived ? null : (
        <Suspense fallback={null}>
          {/* Listed again when the record modal closes: a recording it could not send is offered here. */}
          <RecoveredRecordings key={dialog.kind === 'record' ? 'recording' : 'idle'} />
        </Suspense>
      )}
      <FilterBar state={filters} folderId={folderId} />
      {selection.selected.size > 0 ? (
        <Suspense fallback={null}>
          <BulkBar
            count={selection.selected.size}
            onExport={() => bulk('export')}
            change={change}
            onMove={() => bulk('move')}
            onJoin={() => setDialog({ kind: 'join', items: selection.selectedItems })}
            onDelete={() => bulk('delete')}
            onClear={selection.clear}
          />
        </Suspense>
      ) : null}
      <FileListBody
        list={list}
        selectingAll={selection.selectingAll}
        inFolder={folderId !== null}
        subFolders={subFolders}
        wide={wide}
        handlers={handlers}
        onToggleAll={() => void selection.toggleAll()}
        onUpload={readOnly || archived ? undefined : () => setDialog({ kind: 'upload' })}
        empty={{ filtered: filters.count > 0, onClearFilters: filters.clear, archived }}
      />
      {menu ? (
        <Suspense fallback={null}>
          <FileActionMenu
            item={menu.item}
            state={menu.state}
            anchor={menu.anchor}
            onAction={actions.run}
            onClose={() => setMenu(undefined)}
          />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <FileDialogs dialog={dialog} folderId={folderId} onClose={close} onBulkDone={selection.clear} />
      </Suspense>
    </div>
  );
}
