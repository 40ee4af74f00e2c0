import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { folderPath } from '@/api/folders/folder-tree';
import { useFolders } from '@/api/folders/folders';
import { useCurrentFolderId, useOpenFolder } from '@/lib/current-folder';

/**
 * 'Recent Files' at the root; inside a folder the breadcrumb path, whose ancestors open that folder. A
 * workspace's path starts at its top folder, named as the workspace, rather than at Recent Files.
 */
export function FolderTitle() {
  const { t } = useTranslation();
  const currentId = useCurrentFolderId();
  const openFolder = useOpenFolder();
  const folders = useFolders();
  const heading = 'text-2xl font-semibold tracking-tight text-fg';

  if (currentId === null) return <h1 className={heading}>{t('dashboard.recentFiles')}</h1>;
  if (folders.isPending) return <h1 className={`${heading} text-muted`}>{t('common.loading')}</h1>;
  const path = folderPath(folders.data ?? [], currentId);
  const current = path.at(-1);
  if (!current) return <h1 className={heading}>{t('dashboard.recentFiles')}</h1>;
  const shared = path[0]?.folder_workspace_id !== undefined;
  if (shared && path.length === 1) return <h1 className={`${heading} break-words`}>{current.folder_name}</h1>;

  const crumb = 'rounded-md text-sm font-medium text-muted hover:text-fg hover:underline';
  return (
    <div className="flex flex-col gap-1">
      <nav aria-label={t('folders.breadcrumb')}>
        <ol className="flex flex-wrap items-center gap-1">
          {shared ? null : (
            <li>
              <button type="button" className={crumb} onClick={() => openFolder(null)}>
                {t('dashboard.recentFiles')}
              </button>
            </li>
          )}
          {path.slice(0, -1).map((folder, index) => (
            <Fragment key={folder.folder_id}>
              {shared && index === 0 ? null : <ChevronRight size={14} aria-hidden className="text-muted" />}
              <li>
                <button type="button" className={crumb} onClick={() => openFolder(folder.folder_id)}>
                  {folder.folder_name}
                </button>
              </li>
            </Fragment>
          ))}
        </ol>
      </nav>
      <h1 className={`${heading} break-words`}>{current.folder_name}</h1>
    </div>
  );
}
