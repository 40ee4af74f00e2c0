import { useQuery } from '@tanstack/react-query';
import { ZSavedViewListResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { savedViewKeys } from './query-keys';

/** GET /api/v1/view: the user's saved views (a name and a file list's query each). */
export function useSavedViews() {
  return useQuery({
    queryKey: savedViewKeys.all,
    queryFn: async () => (await api.get('/api/v1/view', { schema: ZSavedViewListResponse })).data,
  });
}
