import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TCreateFolderRequest, ZFolderResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { folderKeys } from './query-keys';

/** POST /api/v1/folder. */
export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TCreateFolderRequest) =>
      (await api.post('/api/v1/folder', { schema: ZFolderResponse, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: folderKeys.all }),
  });
}
