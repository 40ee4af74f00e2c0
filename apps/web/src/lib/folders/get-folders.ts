import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZFolderListResponse } from '@transcribe/contract';
import { api } from '../api-client';
import { folderKeys } from '../query-keys';
import { FOLDERS_PATH } from '../start-up-paths';

export const foldersQuery = queryOptions({
  queryKey: folderKeys.all,
  queryFn: async () => (await api.get(FOLDERS_PATH, { schema: ZFolderListResponse })).data,
});

/** GET /api/v1/folder: the user's folder trees. */
export function useFolders() {
  return useQuery(foldersQuery);
}
