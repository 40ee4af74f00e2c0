import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { savedViewKeys } from './query-keys';

/** DELETE /api/v1/view/{id}. */
export function useDeleteView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/v1/view/${id}`, { schema: ZMessageResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedViewKeys.all }),
  });
}
