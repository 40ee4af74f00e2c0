import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TCreateSavedViewRequest, ZSavedViewResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { savedViewKeys } from './query-keys';

/** POST /api/v1/view: the list's filters and sort kept under a name. */
export function useSaveView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TCreateSavedViewRequest) =>
      (await api.post('/api/v1/view', { schema: ZSavedViewResponse, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedViewKeys.all }),
  });
}
