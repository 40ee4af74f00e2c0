import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TUpdateFolderRequest, ZFolderResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { folderKeys } from './query-keys';

/** PUT /api/v1/folder/{id}: rename and/or move. */
export function useUpdateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: TUpdateFolderRequest & { id: number }) =>
      (await api.put(`/api/v1/folder/${id}`, { schema: ZFolderResponse, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: folderKeys.all }),
  });
}
