import { useQuery } from '@tanstack/react-query';
import { ZWebhookDeliveryListResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { webhookKeys } from './query-keys';

/** GET /api/v1/user/webhook/{id}/delivery: the latest deliveries, refreshed while one is still on its way. */
export function useWebhookDeliveries(id: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: async () =>
      (await api.get(`/api/v1/user/webhook/${id}/delivery`, { schema: ZWebhookDeliveryListResponse })).data,
    refetchInterval: (query) =>
      query.state.data?.some(
        (d) => d.webhook_delivery_status === 'pending' || d.webhook_delivery_status === 'retrying',
      )
        ? 3000
        : false,
  });
}
