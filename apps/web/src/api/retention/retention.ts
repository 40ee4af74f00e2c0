import { useQuery } from '@tanstack/react-query';
import { ZRetentionResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { retentionKeys } from './query-keys';

export const MY_RETENTION_PATH = '/api/v1/user/retention';

/** GET /api/v1/user/retention: how long the user's personal recordings are kept, and what goes then. */
export function useRetention() {
  return useQuery({
    queryKey: retentionKeys.mine,
    queryFn: async () => (await api.get(MY_RETENTION_PATH, { schema: ZRetentionResponse })).data,
  });
}
