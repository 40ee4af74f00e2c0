import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminJobResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** POST /api/v1/admin/transcripts/{id}/retry: anyone's failed or cancelled transcription queued again. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (transcriptId: number) =>
      (await api.post(`/api/v1/admin/transcripts/${transcriptId}/retry`, { schema: ZAdminJobResponse })).data,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.queue }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}
