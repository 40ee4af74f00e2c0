import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TCreateApiKeyRequest,
  ZApiKeyListResponse,
  ZCreateApiKeyResponse,
  ZMessageResponse,
} from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { profileKeys } from './query-keys';

/** GET /api/v1/user/api-key: the user's working keys, newest first. */
export function useApiKeys() {
  return useQuery({
    queryKey: profileKeys.apiKeys,
    queryFn: async () => (await api.get('/api/v1/user/api-key', { schema: ZApiKeyListResponse })).data,
  });
}

/** POST /api/v1/user/api-key: a new key, with its secret (shown this once). */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TCreateApiKeyRequest) =>
      (await api.post('/api/v1/user/api-key', { schema: ZCreateApiKeyResponse, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.apiKeys }),
  });
}

/** DELETE /api/v1/user/api-key/{id}: the key stops working at once. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => api.delete(`/api/v1/user/api-key/${id}`, { schema: ZMessageResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.apiKeys }),
  });
}
