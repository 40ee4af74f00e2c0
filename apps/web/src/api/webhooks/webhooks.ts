import { useQuery } from '@tanstack/react-query';
import { ZWebhookListResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { webhookKeys } from './query-keys';

/** GET /api/v1/user/webhook: the user's webhooks. */
export function useWebhooks() {
  return useQuery({
    queryKey: webhookKeys.all,
    queryFn: async () => (await api.get('/api/v1/user/webhook', { schema: ZWebhookListResponse })).data,
  });
}
