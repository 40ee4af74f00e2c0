import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TCreateTagRequest, ZTagResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { tagKeys } from './query-keys';

/** POST /api/v1/tag: a new tag of the user's own, or of a workspace (`workspace_id`, its editors make them). */
export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TCreateTagRequest) =>
      (await api.post('/api/v1/tag', { schema: ZTagResponse, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagKeys.all }),
  });
}
