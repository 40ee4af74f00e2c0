import { FileListPage } from '@/features/files/components/file-list-page';
import { FolderTitle } from '@/features/folders/components/folder-title';

/** /dashboard: the open folder's title or breadcrumb above its files. */
export function DashboardHome() {
  return <FileListPage title={<FolderTitle />} />;
}
