import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { webhookKeys } from './query-keys';

/** POST /api/v1/user/webhook/{id}/test: queues a `webhook.test` event; its delivery shows in the log. */
export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      api.post(`/api/v1/user/webhook/${id}/test`, { schema: ZMessageResponse }),
    onSuccess: (_answer, id) => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
  });
}
