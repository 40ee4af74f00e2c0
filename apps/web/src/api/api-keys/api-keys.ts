import { useQuery } from '@tanstack/react-query';
import { ZApiKeyListResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { apiKeyKeys } from './query-keys';

/** GET /api/v1/user/api-key: the user's working keys, newest first. */
export function useApiKeys() {
  return useQuery({
    queryKey: apiKeyKeys.all,
    queryFn: async () => (await api.get('/api/v1/user/api-key', { schema: ZApiKeyListResponse })).data,
  });
}
