import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZFolderListResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { FOLDERS_PATH } from '@/lib/start-up-paths';
import { folderKeys } from './query-keys';

export const foldersQuery = queryOptions({
  queryKey: folderKeys.all,
  queryFn: async () => (await api.get(FOLDERS_PATH, { schema: ZFolderListResponse })).data,
});

/** GET /api/v1/folder: the user's folder trees. */
export function useFolders() {
  return useQuery(foldersQuery);
}
