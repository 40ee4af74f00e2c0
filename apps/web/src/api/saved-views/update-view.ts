import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TUpdateSavedViewRequest, ZSavedViewResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { savedViewKeys } from './query-keys';

/** PATCH /api/v1/view/{id}: a new name (or query) for a saved view. */
export function useUpdateView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: TUpdateSavedViewRequest & { id: number }) =>
      (await api.patch(`/api/v1/view/${id}`, { schema: ZSavedViewResponse, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedViewKeys.all }),
  });
}
