import type { TFolder } from '@transcribe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCreateFolder } from '@/api/folders/create-folder';
import { useDeleteFolder } from '@/api/folders/delete-folder';
import { findRootFolder, isWithin } from '@/api/folders/folder-tree';
import { useUpdateFolder } from '@/api/folders/update-folder';
import { useCurrentFolderId, useOpenFolder } from '@/lib/current-folder';
import { useErrorText } from '@/lib/error-text';

type Dialog =
  | { kind: 'none' }
  | { kind: 'create'; parent: TFolder | null }
  | { kind: 'rename' | 'prompts'; folder: TFolder }
  | { kind: 'delete'; folder: TFolder };

/** Which folder dialog is open, and what saving or deleting does (toasts, selection, expansion). */
export function useFolderActions(trees: TFolder[] | undefined, onCreatedIn: (parentId: number) => void) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const currentId = useCurrentFolderId();
  const openFolder = useOpenFolder();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const create = useCreateFolder();
  const update = useUpdateFolder();
  const remove = useDeleteFolder();
  const close = () => setDialog({ kind: 'none' });

  function save(name: string) {
    if (dialog.kind === 'create') {
      const parentId = dialog.parent?.folder_id ?? findRootFolder(trees ?? [])?.folder_id;
      if (parentId === undefined) {
        toast.error(t('folders.rootMissing'));
        return;
      }
      create.mutate(
        { folder_name: name, folder_parent_id: parentId },
        {
          onSuccess: (folder) => {
            toast.success(t('folders.toast.created', { name: folder.folder_name }));
            onCreatedIn(parentId);
            close();
          },
          onError: (error) => toast.error(errorText(error, 'folders.toast.createFailed')),
        },
      );
    } else if (dialog.kind === 'rename') {
      update.mutate(
        { id: dialog.folder.folder_id, folder_name: name },
        {
          onSuccess: (folder) => {
            toast.success(t('folders.toast.updated', { name: folder.folder_name }));
            close();
          },
          onError: (error) => toast.error(errorText(error, 'folders.toast.saveFailed')),
        },
      );
    }
  }

  function confirmDelete() {
    if (dialog.kind !== 'delete') return;
    const { folder } = dialog;
    // Deleting the open folder (or one it sits in) sends the view back to Recent Files.
    const showingIt = currentId !== null && isWithin(trees ?? [], currentId, folder.folder_id);
    remove.mutate(folder.folder_id, {
      onSuccess: () => {
        toast.success(t('folders.toast.deleted', { name: folder.folder_name }));
        if (showingIt) openFolder(null);
        close();
      },
      onError: (error) => toast.error(errorText(error, 'folders.toast.deleteFailed')),
    });
  }

  return {
    dialog,
    close,
    save,
    confirmDelete,
    saving: create.isPending || update.isPending,
    deleting: remove.isPending,
    startCreate: (parent: TFolder | null) => setDialog({ kind: 'create', parent }),
    startRename: (folder: TFolder) => setDialog({ kind: 'rename', folder }),
    startPrompts: (folder: TFolder) => setDialog({ kind: 'prompts', folder }),
    startDelete: (folder: TFolder) => setDialog({ kind: 'delete', folder }),
  };
}
