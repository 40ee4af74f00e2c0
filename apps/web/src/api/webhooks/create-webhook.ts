import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TCreateWebhookRequest, ZCreateWebhookResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { webhookKeys } from './query-keys';

/** POST /api/v1/user/webhook: a new webhook, with its signing secret (shown this once). */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TCreateWebhookRequest) =>
      (await api.post('/api/v1/user/webhook', { schema: ZCreateWebhookResponse, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
