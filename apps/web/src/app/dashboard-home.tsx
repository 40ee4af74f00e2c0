import type { QueryClient } from '@tanstack/react-query';
import { prefetchAudioPages } from '@/api/audio/audio-list';
import { listQueryIn } from '@/api/audio/list-query';
import { foldersQuery } from '@/api/folders/folders';
import { FileListPage } from '@/features/files/components/file-list-page';
import { FolderTitle } from '@/features/folders/components/folder-title';
import { folderIdIn } from '@/lib/dashboard-address';

/** /dashboard: the open folder's title or breadcrumb above its files. */
export function DashboardHome() {
  return <FileListPage title={<FolderTitle />} />;
}

/** What the home shows first, its files and the folder trees, read before the app's first render. */
export function prefetchDashboardHome(client: QueryClient, search: string): Promise<unknown> {
  const params = new URLSearchParams(search);
  return Promise.all([
    prefetchAudioPages(client, folderIdIn(params), listQueryIn(params)),
    client.prefetchQuery(foldersQuery),
  ]);
}
