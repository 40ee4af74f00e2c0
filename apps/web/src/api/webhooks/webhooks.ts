import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TCreateWebhookRequest,
  ZCreateWebhookResponse,
  ZMessageResponse,
  ZWebhookDeliveryListResponse,
  ZWebhookListResponse,
} from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { profileKeys } from '../api-keys/query-keys';

/** GET /api/v1/user/webhook: the user's webhooks. */
export function useWebhooks() {
  return useQuery({
    queryKey: profileKeys.webhooks,
    queryFn: async () => (await api.get('/api/v1/user/webhook', { schema: ZWebhookListResponse })).data,
  });
}

/** POST /api/v1/user/webhook: a new webhook, with its signing secret (shown this once). */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TCreateWebhookRequest) =>
      (await api.post('/api/v1/user/webhook', { schema: ZCreateWebhookResponse, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.webhooks }),
  });
}

/** DELETE /api/v1/user/webhook/{id}: no more events go there. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => api.delete(`/api/v1/user/webhook/${id}`, { schema: ZMessageResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.webhooks }),
  });
}

/** POST /api/v1/user/webhook/{id}/test: queues a `webhook.test` event; its delivery shows in the log. */
export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      api.post(`/api/v1/user/webhook/${id}/test`, { schema: ZMessageResponse }),
    onSuccess: (_answer, id) => queryClient.invalidateQueries({ queryKey: profileKeys.deliveries(id) }),
  });
}

/** GET /api/v1/user/webhook/{id}/delivery: the latest deliveries, refreshed while one is still on its way. */
export function useWebhookDeliveries(id: number) {
  return useQuery({
    queryKey: profileKeys.deliveries(id),
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
