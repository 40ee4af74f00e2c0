import { useQuery } from '@tanstack/react-query';
import { ZCapabilitiesResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';

/**
 * GET /api/v1/capabilities: what the server can do beyond the built-in (Google sign-in, a language model),
 * read once a visit: the app offers only that.
 */
export function useCapabilities() {
  return useQuery({
    queryKey: ['capabilities'],
    queryFn: async () => (await api.get('/api/v1/capabilities', { schema: ZCapabilitiesResponse })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
