import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { findFolder } from '@/api/folders/folder-tree';
import { useFolders } from '@/api/folders/folders';
import { useCurrentFolderId } from '@/lib/current-folder';
import { FileListPage } from './file-list-page';

/**
 * /dashboard/archive: the user's archived files, filtered and sorted as any list, each with Restore; with
 * ?folder=, that folder's archived files (a workspace's, say).
 */
export function ArchivePage() {
  return <FileListPage archived title={<ArchiveTitle />} />;
}

function ArchiveTitle() {
  const { t } = useTranslation();
  const folderId = useCurrentFolderId();
  const folders = useFolders();
  const folder = folderId === null ? undefined : findFolder(folders.data ?? [], folderId);
  return (
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl font-semibold tracking-tight text-fg">
        {folder ? t('files.archive.titleFolder', { folder: folder.folder_name }) : t('files.archive.title')}
      </h1>
      <p className="max-w-2xl text-sm text-muted">{t('files.archive.intro')}</p>
      {folderId !== null ? (
        <Link
          to="/dashboard/archive"
          className="self-start text-sm font-medium text-accent-text hover:underline"
        >
          {t('files.archive.whole')}
        </Link>
      ) : null}
    </div>
  );
}
