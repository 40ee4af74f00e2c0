import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { webhookKeys } from './query-keys';

/** DELETE /api/v1/user/webhook/{id}: no more events go there. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => api.delete(`/api/v1/user/webhook/${id}`, { schema: ZMessageResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
