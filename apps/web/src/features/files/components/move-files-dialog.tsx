import type { TAudioItem, TFolder } from '@transcribe/contract';
import { Folder, Home, Search, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findRootFolder, searchFolders } from '@/api/folders/folder-tree';
import { useFolders } from '@/api/folders/folders';
import { canWrite } from '@/api/workspaces/file-access';
import { useWorkspaces } from '@/api/workspaces/workspaces';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useErrorText } from '@/lib/error-text';

interface Props {
  /** The files moved; none when every file of a view is (bulk work reads them). */
  items: TAudioItem[];
  /** Instead of "Move …" naming the file or the count. */
  title?: string;
  onMove: (items: TAudioItem[], folderId: number) => Promise<void>;
  onClose: () => void;
}

/**
 * Move files to a folder picked from the tree (their own, then each workspace's where the caller is editor or
 * more); the search keeps the ancestors of what matches.
 */
export default function MoveFilesDialog({ items, title, onMove, onClose }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const folders = useFolders();
  const [query, setQuery] = useState('');
  const [target, setTarget] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const root = findRootFolder(folders.data ?? []);
  const tree = searchFolders(root?.folder_children ?? [], query);
  const workspaceTrees = (folders.data ?? []).filter((folder) => folder.folder_workspace_id);
  const workspaces = useWorkspaces(workspaceTrees.length > 0);
  const writable = new Set(
    workspaces.data?.filter((w) => canWrite(w.workspace_role)).map((w) => w.workspace_id),
  );
  const shared = searchFolders(
    workspaceTrees.filter((folder) => writable.has(folder.folder_workspace_id ?? 0)),
    query,
  );
  // A folder every chosen file is already in is no target.
  const isCurrent = (id: number) =>
    items.length > 0 && items.every((item) => item.audio_file.file_folder_id === id);

  async function submit() {
    if (target === undefined) return;
    setBusy(true);
    await onMove(items, target);
    setBusy(false);
    onClose();
  }

  const option = (folder: { folder_id: number; folder_name: string }, depth: number, icon = Folder) => {
    const Icon = icon;
    const disabled = isCurrent(folder.folder_id);
    return (
      <label
        key={folder.folder_id}
        style={{ paddingLeft: `${8 + depth * 16}px` }}
        className={cn(
          'flex h-9 items-center gap-2 rounded-md pr-2 text-sm',
          'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
          disabled ? 'cursor-not-allowed text-muted' : 'cursor-pointer hover:bg-hover',
          target === folder.folder_id && 'bg-accent-soft text-accent-text',
        )}
      >
        <input
          type="radio"
          name="move-target"
          className="sr-only"
          disabled={disabled}
          checked={target === folder.folder_id}
          onChange={() => setTarget(folder.folder_id)}
        />
        <Icon size={16} aria-hidden className="shrink-0" />
        <span className="truncate">{folder.folder_name}</span>
      </label>
    );
  };
  const branch = (list: TFolder[], depth: number): ReactNode[] =>
    list.flatMap((folder) => [
      // A workspace's top folder, named as the workspace.
      option(folder, depth, folder.folder_parent_id === 0 ? Users : Folder),
      ...branch(folder.folder_children, depth + 1),
    ]);

  const count = items.length;
  return (
    <Dialog
      open
      onOpenChange={(open) => open || busy || onClose()}
      title={title ?? t('files.move.title', { count, name: items[0]?.audio_file.file_name ?? '' })}
    >
      <label className="relative block">
        <span className="sr-only">{t('files.move.search')}</span>
        <Search size={16} aria-hidden className="absolute top-1/2 left-3 -translate-y-1/2 text-muted" />
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('files.move.search')}
          className="h-10 w-full rounded-lg border border-border bg-bg pr-3 pl-9 text-sm outline-none focus:border-accent focus:ring-2 focus:ring-accent/30"
        />
      </label>
      <fieldset className="max-h-72 overflow-y-auto rounded-lg border border-border p-1">
        <legend className="sr-only">{t('files.move.target')}</legend>
        {folders.isPending ? <p className="p-2 text-sm text-muted">{t('folders.loading')}</p> : null}
        {folders.isError ? (
          <p className="p-2 text-sm text-danger">
            {t('folders.loadFailed')} {errorText(folders.error, 'folders.fetchFailed')}
          </p>
        ) : null}
        {/* The top level, not "Recent Files": that view lists every file, wherever it is. */}
        {root && !query.trim() ? option({ ...root, folder_name: t('files.move.topLevel') }, 0, Home) : null}
        {branch(tree, root && !query.trim() ? 1 : 0)}
        {branch(shared, 0)}
        {folders.isSuccess && query.trim() && tree.length + shared.length === 0 ? (
          <p className="p-2 text-sm text-muted">{t('files.move.noMatch')}</p>
        ) : null}
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button onClick={submit} disabled={target === undefined || busy} aria-busy={busy}>
          {busy ? <Spinner /> : null}
          {t('files.move.submit')}
        </Button>
      </div>
    </Dialog>
  );
}
