import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminJobResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** POST /api/v1/admin/transcripts/{id}/cancel: anyone's waiting or running transcription stopped. */
export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (transcriptId: number) =>
      (await api.post(`/api/v1/admin/transcripts/${transcriptId}/cancel`, { schema: ZAdminJobResponse }))
        .data,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.queue }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}
