import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TCreateApiKeyRequest, ZCreateApiKeyResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { apiKeyKeys } from './query-keys';

/** POST /api/v1/user/api-key: a new key, with its secret (shown this once). */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TCreateApiKeyRequest) =>
      (await api.post('/api/v1/user/api-key', { schema: ZCreateApiKeyResponse, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
