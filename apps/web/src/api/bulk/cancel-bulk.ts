import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBulkJobResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { bulkKeys } from './query-keys';

/** POST /api/v1/bulk/{id}/cancel: stops after the file in hand; what was done stays done. */
export function useCancelBulk(bulkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.post(`/api/v1/bulk/${bulkId}/cancel`, { schema: ZBulkJobResponse })).data,
    onSuccess: (job) => queryClient.setQueryData(bulkKeys.job(bulkId), job),
  });
}
