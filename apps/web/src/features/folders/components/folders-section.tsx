import { ChevronDown, FolderPlus } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { findRootFolder, folderPath, topLevelFolders } from '@/api/folders/folder-tree';
import { useFolders } from '@/api/folders/folders';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useCurrentFolderId, useOpenFolder } from '@/lib/current-folder';
import { useErrorText } from '@/lib/error-text';
import { useExpandedFolders } from '../hooks/use-expanded-folders';
import { useFolderActions } from '../hooks/use-folder-actions';
import { FolderTree } from './folder-tree';

// Their own chunks: the form loads when a folder is made or renamed, the confirmation when one is deleted,
// the workspaces for their members only.
const FolderFormDialog = lazy(() => import('./folder-form-dialog'));
const DeleteFolderDialog = lazy(() =>
  import('./delete-folder-dialog').then((m) => ({ default: m.DeleteFolderDialog })),
);
const WorkspaceFolders = lazy(() => import('./workspace-folders'));
const FolderPromptsDialog = lazy(() => import('./folder-prompts-dialog'));

/** The sidebar's collapsible Folders section: New Folder, the tree, and the folder dialogs. */
export function FoldersSection({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const listId = useId();
  const folders = useFolders();
  const currentId = useCurrentFolderId();
  const openFolder = useOpenFolder();
  const [collapsed, setCollapsed] = useState(false);
  const { expanded, toggle, expand } = useExpandedFolders();
  const actions = useFolderActions(folders.data, (parentId) => expand([parentId]));
  const trees = folders.data ?? [];
  const rootMissing = folders.isSuccess && trees.length > 0 && !findRootFolder(trees);

  useEffect(() => {
    if (rootMissing) toast.warning(t('folders.rootNotIdentified'), { id: 'root-missing' });
  }, [rootMissing, t]);

  // Open the branches that lead to the folder on screen.
  useEffect(() => {
    if (currentId !== null && folders.data)
      expand(folderPath(folders.data, currentId).map((folder) => folder.folder_id));
  }, [currentId, folders.data, expand]);

  const { dialog } = actions;
  const tree = {
    expanded,
    selectedId: currentId,
    onToggle: toggle,
    onSelect: (id: number) => {
      openFolder(id);
      onNavigate();
    },
    onRename: actions.startRename,
    onAddSubfolder: actions.startCreate,
    onPrompts: actions.startPrompts,
    onDelete: actions.startDelete,
  };
  const workspaceTrees = trees.filter((folder) => folder.folder_workspace_id);
  return (
    <>
      <section aria-labelledby={`${listId}-title`} className="flex min-h-0 flex-col gap-1">
        <div className="flex items-center justify-between gap-2">
          <button
            type="button"
            id={`${listId}-title`}
            aria-expanded={!collapsed}
            aria-controls={listId}
            onClick={() => setCollapsed((value) => !value)}
            className="flex h-8 items-center gap-1 rounded-md px-1.5 text-xs font-semibold tracking-wide text-muted uppercase hover:text-fg"
          >
            <ChevronDown
              size={14}
              aria-hidden
              className={cn('transition-transform', collapsed && '-rotate-90')}
            />
            {t('folders.title')}
          </button>
          <Button
            variant="ghost"
            size="sm"
            className="h-8 px-2 text-muted"
            onClick={() => actions.startCreate(null)}
          >
            <FolderPlus size={16} aria-hidden />
            {t('folders.new')}
          </Button>
        </div>
        <div id={listId} hidden={collapsed}>
          {folders.isPending ? (
            <div role="status" className="flex flex-col gap-2 px-2 py-1">
              <span className="sr-only">{t('folders.loading')}</span>
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-5 w-2/3" />
            </div>
          ) : null}
          {folders.isError ? (
            <div role="alert" className="flex flex-col items-start gap-2 px-2 py-1 text-sm text-danger">
              <div>
                <p className="font-medium">{t('folders.loadFailed')}</p>
                <p>{errorText(folders.error, 'folders.fetchFailed')}</p>
              </div>
              <Button variant="secondary" size="sm" onClick={() => void folders.refetch()}>
                {t('common.retry')}
              </Button>
            </div>
          ) : null}
          {folders.isSuccess && topLevelFolders(trees).length === 0 ? (
            <p className="px-2 py-1 text-sm text-muted">{t('folders.empty')}</p>
          ) : null}
          {folders.isSuccess ? (
            <FolderTree folders={topLevelFolders(trees)} label={t('folders.title')} {...tree} />
          ) : null}
        </div>
        {dialog.kind === 'create' || dialog.kind === 'rename' ? (
          <Suspense fallback={null}>
            <FolderFormDialog
              open
              mode={dialog.kind === 'rename' ? 'edit' : 'create'}
              initialName={dialog.kind === 'rename' ? dialog.folder.folder_name : ''}
              parentName={dialog.kind === 'create' ? dialog.parent?.folder_name : undefined}
              busy={actions.saving}
              onSubmit={actions.save}
              onOpenChange={(open) => (open ? undefined : actions.close())}
            />
          </Suspense>
        ) : null}
        {dialog.kind === 'prompts' ? (
          <Suspense fallback={null}>
            <FolderPromptsDialog folder={dialog.folder} onClose={actions.close} />
          </Suspense>
        ) : null}
        {dialog.kind === 'delete' ? (
          <Suspense fallback={null}>
            <DeleteFolderDialog
              open
              name={dialog.folder.folder_name}
              files={dialog.folder.folder_file_count}
              busy={actions.deleting}
              onConfirm={actions.confirmDelete}
              onOpenChange={(open) => (open ? undefined : actions.close())}
            />
          </Suspense>
        ) : null}
      </section>
      {workspaceTrees.length > 0 ? (
        <Suspense fallback={null}>
          <WorkspaceFolders trees={workspaceTrees} onNavigate={onNavigate} {...tree} />
        </Suspense>
      ) : null}
    </>
  );
}
