import { useQuery } from '@tanstack/react-query';
import { ZShareLinkListResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { shareLinkKeys } from './query-keys';

/** GET /api/v1/share: every link the user made, to any of their transcripts. */
export function useShareLinks() {
  return useQuery({
    queryKey: shareLinkKeys.all,
    queryFn: async () => (await api.get('/api/v1/share', { schema: ZShareLinkListResponse })).data,
  });
}
