import { useQuery } from '@tanstack/react-query';
import { ZAdminQueueResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/v1/admin/queue: the jobs waiting, running and failed, asked again every few seconds while open. */
export function useAdminQueue() {
  return useQuery({
    queryKey: adminKeys.queue,
    queryFn: async () => (await api.get('/api/v1/admin/queue', { schema: ZAdminQueueResponse })).data,
    refetchInterval: 5000,
  });
}
