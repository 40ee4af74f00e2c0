import type { TAudioItem } from '@transcribe/contract';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAudioPages } from '@/api/audio/audio-list';
import { listQueryIn } from '@/api/audio/list-query';
import { useFolderRole } from '@/api/folders/folder-role';
import { findFolder } from '@/api/folders/folder-tree';
import { useFolders } from '@/api/folders/folders';
import { canWrite } from '@/api/workspaces/file-access';
import { useCurrentFolderId } from '@/lib/current-folder';
import { useMediaQuery } from '@/lib/use-media-query';
import type { BulkChoice } from '../bulk-choice';
import type { FileState } from '../file-item';
import { useFileActions } from '../hooks/use-file-actions';
import { type FileSelection, useFileSelection } from '../hooks/use-file-selection';
import { useListFilters } from '../hooks/use-list-filters';
import { useListShortcuts } from '../hooks/use-list-shortcuts';
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
const loadBulkFlow = () => import('./bulk/bulk-flow');
const BulkFlow = lazy(loadBulkFlow);
const RecoveredRecordings = lazy(() => import('./record/recovered-recordings'));
// Save view and the keyboard shortcuts' list, at the end of the filter bar: what the first visit needs less.
const ListTools = lazy(() => import('./list-tools'));

/**
 * Recent Files or one folder: its files as the address filters and sorts them, their actions, and the upload
 * and record buttons; with `archived`, the Archive (the archived files of the user or of the folder).
 */
export function FileListPage({ title, archived = false }: { title: ReactNode; archived?: boolean }) {
  const folderId = useCurrentFolderId();
  // The share target opens /dashboard?shared=1: the upload dialog, with the shared files in it.
  const [params] = useSearchParams();
  const filters = useListFilters();
  const listQuery = listQueryIn(params, archived);
  const list = useAudioPages(folderId, listQuery);
  const role = useFolderRole(folderId);
  const folders = useFolders();
  const subFolders =
    folderId === null ? 0 : (findFolder(folders.data ?? [], folderId)?.folder_children.length ?? 0);
  const selection = useFileSelection(list.items, list.hasNextPage, `${folderId}?${listQuery}`);
  const wide = useMediaQuery('(min-width: 768px)');
  const [dialog, setDialog] = useState<FileDialog>(() =>
    params.get('shared') === '1' ? { kind: 'upload', shared: true } : { kind: 'none' },
  );
  const [menu, setMenu] = useState<{ item: TAudioItem; state: FileState; anchor: HTMLElement }>();
  const [bulk, setBulk] = useState<{ choice: BulkChoice; selection: FileSelection; listQuery: string }>();
  const [helpOpen, setHelpOpen] = useState(false);
  const listed = list.items.length > 0;
  useEffect(() => {
    if (listed) void Promise.all([loadActionMenu(), loadBulkBar()]);
  }, [listed]);
  const selecting = selection.active;
  useEffect(() => {
    if (selecting) void loadBulkFlow();
  }, [selecting]);
  useEffect(() => {
    if (!wide) void loadFileCards();
  }, [wide]);
  const actions = useFileActions(setDialog);
  const close = () => setDialog({ kind: 'none' });
  // Adding files, and changing the chosen ones, need editor in a workspace's folder.
  const readOnly = role !== undefined && !canWrite(role);
  const change =
    !readOnly && (selection.matching || selection.selectedItems.every((item) => canWrite(item.audio_role)));
  const { target } = selection;

  const { marks } = actions;
  useListShortcuts(list.items, {
    select: (item) => selection.toggle(item.audio_id),
    star: (item) => void marks.star(item, !item.audio_starred),
    archive: (item) =>
      canWrite(item.audio_role) && void (item.audio_archived_at ? marks.restore(item) : marks.archive(item)),
    tags: (item) => canWrite(item.audio_role) && setDialog({ kind: 'tags', item }),
    help: () => setHelpOpen((open) => !open),
  });
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
      <FilterBar state={filters} folderId={folderId}>
        <Suspense fallback={null}>
          <ListTools archived={archived} helpOpen={helpOpen} onHelpChange={setHelpOpen} />
        </Suspense>
      </FilterBar>
      {selection.active ? (
        <Suspense fallback={null}>
          <BulkBar
            count={target.kind === 'ids' ? target.items.length : undefined}
            except={target.kind === 'matching' ? target.exceptIds.length : 0}
            canSelectMatching={selection.canSelectMatching}
            change={change}
            archived={archived}
            folderId={folderId}
            listQuery={listQuery}
            onAction={(choice) => setBulk({ choice, selection: target, listQuery })}
            onJoin={() => setDialog({ kind: 'join', items: selection.selectedItems })}
            onSelectMatching={selection.selectMatching}
            onClear={selection.clear}
          />
        </Suspense>
      ) : null}
      {bulk ? (
        <Suspense fallback={null}>
          <BulkFlow
            {...bulk}
            folderId={folderId}
            onStarted={selection.clear}
            onClose={() => setBulk(undefined)}
          />
        </Suspense>
      ) : null}
      <FileListBody
        list={list}
        matching={selection.matching}
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
        <FileDialogs dialog={dialog} folderId={folderId} onClose={close} onJoined={selection.clear} />
      </Suspense>
    </div>
  );
}
