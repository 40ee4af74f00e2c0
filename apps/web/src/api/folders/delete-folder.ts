import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { folderKeys } from './query-keys';

/** DELETE /api/v1/folder/{id}. */
export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.delete(`/api/v1/folder/${id}`, { schema: ZMessageResponse });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: folderKeys.all }),
  });
}
