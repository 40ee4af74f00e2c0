import { useMutation } from '@tanstack/react-query';
import { type TBulkRequest, ZBulkJobResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';

/**
 * POST /api/v1/bulk: work on the files named or on every file a list view shows; answers at once (202)
 * with the work queued, which useBulkJob then follows.
 */
export function useStartBulk() {
  return useMutation({
    mutationFn: async (body: TBulkRequest) =>
      (await api.post('/api/v1/bulk', { schema: ZBulkJobResponse, body })).data,
  });
}
