import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageResponse } from '@transcribe/contract';
import { folderKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

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
