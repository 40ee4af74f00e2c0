import { useQuery } from '@tanstack/react-query';
import { ZRetentionPreviewResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { retentionKeys } from './query-keys';
import { MY_RETENTION_PATH } from './retention';

/** GET /api/v1/user/retention/preview: what the next housekeeping run removes under the saved rule. */
export function useRetentionPreview() {
  return useQuery({
    queryKey: retentionKeys.minePreview,
    queryFn: async () =>
      (await api.get(`${MY_RETENTION_PATH}/preview`, { schema: ZRetentionPreviewResponse })).data,
  });
}
