import { useQuery } from '@tanstack/react-query';
import { ZAdminSystemResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/v1/admin/system: accounts, files, storage, the engines' models and transcriptions a day. */
export function useAdminSystem() {
  return useQuery({
    queryKey: adminKeys.system,
    queryFn: async () => (await api.get('/api/v1/admin/system', { schema: ZAdminSystemResponse })).data,
  });
}
